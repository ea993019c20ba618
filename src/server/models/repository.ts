import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customModels, modelDocuments, users } from '../db/schema.ts';

export type CustomModelRow = typeof customModels.$inferSelect;
export type DocumentSummaryRow = Pick<
  typeof modelDocuments.$inferSelect,
  'id' | 'modelId' | 'originalName' | 'size'
> & { textBytes: number };
export type NewDocument = { originalName: string; mime: string; size: number; content: string };

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // drizzle wraps driver errors; the PostgreSQL fields sit on the error or its cause.
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const fields = current as { code?: string; constraint?: string; constraint_name?: string };
    if (fields.code === UNIQUE_VIOLATION) {
      const name = fields.constraint ?? fields.constraint_name;
      return !constraint || !name || name === constraint;
    }
  }
  return false;
}

const documentSummary = {
  id: modelDocuments.id,
  modelId: modelDocuments.modelId,
  originalName: modelDocuments.originalName,
  size: modelDocuments.size,
  // PostgreSQL reads a text's byte length from its header, without fetching the text.
  textBytes: sql<number>`octet_length(${modelDocuments.content})`.mapWith(Number),
};

export function createCustomModelRepository(db: Db) {
  return {
    async listForOwner(ownerId: string): Promise<CustomModelRow[]> {
      return db
        .select()
        .from(customModels)
        .where(eq(customModels.ownerId, ownerId))
        .orderBy(desc(customModels.createdAt), desc(customModels.id));
    },

    async findOwned(ownerId: string, id: string): Promise<CustomModelRow | undefined> {
      const [row] = await db
        .select()
        .from(customModels)
        .where(and(eq(customModels.id, id), eq(customModels.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    /** The owner's models among `ids`, with what their labels need (SPEC §3). */
    async labelsOwned(ownerId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: customModels.id,
          name: customModels.name,
          importedFrom: customModels.importedFrom,
          originalOwnerName: customModels.originalOwnerName,
        })
        .from(customModels)
        .where(and(eq(customModels.ownerId, ownerId), inArray(customModels.id, ids)));
    },

    async findShared(shareToken: string) {
      const [row] = await db
        .select({ model: customModels, ownerName: users.name })
        .from(customModels)
        .innerJoin(users, eq(users.id, customModels.ownerId))
        .where(and(eq(customModels.shareToken, shareToken), eq(customModels.isPublic, true)))
        .limit(1);
      return row;
    },

    async documentSummaries(modelIds: string[]): Promise<DocumentSummaryRow[]> {
      if (modelIds.length === 0) return [];
      return db
        .select(documentSummary)
        .from(modelDocuments)
        .where(inArray(modelDocuments.modelId, modelIds))
        .orderBy(asc(modelDocuments.createdAt), asc(modelDocuments.id));
    },

    /** A model's documents in upload order, without their text. */
    async documentNames(modelId: string) {
      return db
        .select({ id: modelDocuments.id, originalName: modelDocuments.originalName })
        .from(modelDocuments)
        .where(eq(modelDocuments.modelId, modelId))
        .orderBy(asc(modelDocuments.createdAt), asc(modelDocuments.id));
    },

    async documentContents(modelId: string) {
      return db
        .select({ originalName: modelDocuments.originalName, content: modelDocuments.content })
        .from(modelDocuments)
        .where(eq(modelDocuments.modelId, modelId))
        .orderBy(asc(modelDocuments.createdAt), asc(modelDocuments.id));
    },

    /** The text of each document named (any order). */
    async documentTexts(documentIds: string[]) {
      if (documentIds.length === 0) return [];
      return db
        .select({ id: modelDocuments.id, content: modelDocuments.content })
        .from(modelDocuments)
        .where(inArray(modelDocuments.id, documentIds));
    },

    async insert(values: typeof customModels.$inferInsert): Promise<CustomModelRow> {
      const [row] = await db.insert(customModels).values(values).returning();
      return row!;
    },

    async update(
      ownerId: string,
      id: string,
      values: Partial<typeof customModels.$inferInsert>,
    ): Promise<CustomModelRow | undefined> {
      const [row] = await db
        .update(customModels)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(customModels.id, id), eq(customModels.ownerId, ownerId)))
        .returning();
      return row;
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(customModels)
        .where(and(eq(customModels.id, id), eq(customModels.ownerId, ownerId)))
        .returning({ id: customModels.id });
      return rows.length > 0;
    },

    /**
     * Adds documents unless the model would then hold more than `max`. The model row is locked
     * first, so two concurrent uploads cannot both pass the count. Answers the count found when
     * the documents do not fit.
     */
    async insertDocuments(
      modelId: string,
      documents: NewDocument[],
      max: number,
    ): Promise<{ inserted: DocumentSummaryRow[] } | { current: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${customModels} where ${customModels.id} = ${modelId} for update`,
        );
        const [found] = await tx
          .select({ total: count() })
          .from(modelDocuments)
          .where(eq(modelDocuments.modelId, modelId));
        const current = found?.total ?? 0;
        if (current + documents.length > max) return { current };
        // One millisecond apart, so documents list in the order they were sent.
        const at = Date.now();
        const inserted = await tx
          .insert(modelDocuments)
          .values(
            documents.map((document, index) => ({
              ...document,
              modelId,
              createdAt: new Date(at + index),
            })),
          )
          .returning(documentSummary);
        return { inserted };
      });
    },

    async removeDocument(modelId: string, documentId: string): Promise<boolean> {
      const rows = await db
        .delete(modelDocuments)
        .where(and(eq(modelDocuments.id, documentId), eq(modelDocuments.modelId, modelId)))
        .returning({ id: modelDocuments.id });
      return rows.length > 0;
    },

    /**
     * Sets the model's share token unless it has one; answers the token in force. A token another
     * model already holds raises a unique violation, and the caller draws another.
     */
    async share(ownerId: string, id: string, token: string): Promise<string | undefined> {
      const [row] = await db
        .update(customModels)
        .set({
          shareToken: sql`coalesce(${customModels.shareToken}, ${token})`,
          isPublic: true,
          updatedAt: new Date(),
        })
        .where(and(eq(customModels.id, id), eq(customModels.ownerId, ownerId)))
        .returning({ shareToken: customModels.shareToken });
      return row?.shareToken ?? undefined;
    },

    async revoke(ownerId: string, id: string): Promise<void> {
      await db
        .update(customModels)
        .set({ shareToken: null, isPublic: false, updatedAt: new Date() })
        .where(and(eq(customModels.id, id), eq(customModels.ownerId, ownerId)));
    },

    /**
     * The importer's read-only copy of a shared model with copies of its documents, and the
     * original's share_count raised, in one transaction. Undefined when the importer already has
     * a copy (the unique index on owner and original decides, so double clicks cannot race).
     */
    async importCopy(
      original: CustomModelRow,
      importerId: string,
      originalOwnerName: string,
    ): Promise<CustomModelRow | undefined> {
      return db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(customModels)
          .values({
            ownerId: importerId,
            name: original.name,
            baseModel: original.baseModel,
            systemInstructions: original.systemInstructions,
            openingStatement: original.openingStatement,
            importedFrom: original.id,
            originalOwnerName,
          })
          .onConflictDoNothing({ target: [customModels.ownerId, customModels.importedFrom] })
          .returning();
        if (!copy) return undefined;
        await tx.execute(sql`
          insert into ${modelDocuments} (model_id, original_name, mime, size, content, created_at)
          select ${copy.id}, original_name, mime, size, content, created_at
          from ${modelDocuments} where model_id = ${original.id}`);
        await tx
          .update(customModels)
          .set({ shareCount: sql`${customModels.shareCount} + 1` })
          .where(eq(customModels.id, original.id));
        return copy;
      });
    },
  };
}

export type CustomModelRepository = ReturnType<typeof createCustomModelRepository>;
