import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CUSTOM_MODEL_TEXT,
  DOCUMENT_LIMITS,
  type CustomModel,
  type UploadDocumentsResponse,
} from '../src/contract/custom-models.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { modelDocuments } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import { multipart, type Part } from './helpers/multipart.ts';
import { makeDocx, makePdf, makeRtf, makeZip } from './helpers/sample-documents.ts';
import { useTestApp } from './helpers/use-test-app.ts';

type Auth = { authorization: string };

const test = useTestApp({ listen: true });
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  owner = await signUp(test.app, { name: 'Doc Owner' });
});

const PDF_TEXT = 'Solar capacity grew by 24 percent in 2023.';
const DOCX_TEXT = 'Wind farms supplied a fifth of demand.';
const RTF_TEXT = 'Grid storage costs fell — by half, naïvely 日本.';
const pdf = makePdf([PDF_TEXT]);
const docx = makeDocx([DOCX_TEXT, 'Second paragraph.']);
const rtf = makeRtf([RTF_TEXT]);
/** A Windows executable's first bytes. */
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);

async function newModel(auth: Auth = owner.auth): Promise<CustomModel> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/models',
    headers: auth,
    payload: { name: 'Docs', baseModel: OFFLINE_MODEL_ID, systemInstructions: 'Use documents.' },
  });
  return response.json() as CustomModel;
}

function upload(modelId: string, parts: Part[], auth: Auth = owner.auth) {
  const { payload, headers } = multipart(parts);
  return test.app.inject({
    method: 'POST',
    url: `/api/models/${modelId}/documents`,
    headers: { ...auth, ...headers },
    payload,
  });
}

const storedDocuments = (modelId: string) =>
  test.database.db.select().from(modelDocuments).where(eq(modelDocuments.modelId, modelId));

async function contents(modelId: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/models/${modelId}/documents/content`,
    headers: owner.auth,
  });
  return response.json() as { original_name: string; content: string }[];
}

describe('uploading documents', () => {
  it('stores the text of a real PDF, DOCX and RTF sent together', async () => {
    const model = await newModel();
    const response = await upload(model.id, [
      { name: 'solar.pdf', data: pdf, type: 'application/pdf' },
      { name: 'wind.docx', data: docx },
      { name: 'storage.rtf', data: rtf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as UploadDocumentsResponse;
    expect(result.success).toBe(true);
    expect(result.documents).toEqual([
      { id: expect.any(String), original_name: 'solar.pdf', size: pdf.length, text_cut: false },
      { id: expect.any(String), original_name: 'wind.docx', size: docx.length, text_cut: false },
      { id: expect.any(String), original_name: 'storage.rtf', size: rtf.length, text_cut: false },
    ]);
    expect(result.model).toMatchObject({ id: model.id, document_count: 3 });

    const texts = await contents(model.id);
    expect(texts.map((document) => document.original_name)).toEqual([
      'solar.pdf',
      'wind.docx',
      'storage.rtf',
    ]);
    expect(texts[0]!.content).toBe(PDF_TEXT);
    expect(texts[1]!.content).toBe(`${DOCX_TEXT}\n\nSecond paragraph.`);
    // The RTF's tables, info and picture are not text; its \u and \'hh escapes are.
    expect(texts[2]!.content).toBe(`${RTF_TEXT}\nCafé au lait`);
    const rows = await storedDocuments(model.id);
    expect(rows.map((row) => row.mime).sort()).toEqual([
      'application/pdf',
      'application/rtf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('allows at most 3 documents per model, counting those already stored', async () => {
    const model = await newModel();
    const four = [1, 2, 3, 4].map((n) => ({ name: `f${n}.pdf`, data: makePdf([`Doc ${n}`]) }));
    const tooMany = await upload(model.id, four);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      error: 'Maximum 3 documents allowed. You currently have 0 documents.',
      code: 'bad_request',
    });
    expect(await storedDocuments(model.id)).toHaveLength(0);

    expect((await upload(model.id, four.slice(0, 2))).statusCode).toBe(201);
    const third = await upload(model.id, four.slice(2));
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.maxDocuments(2) });
    expect((await upload(model.id, four.slice(2, 3))).statusCode).toBe(201);
    const fourth = await upload(model.id, four.slice(3));
    expect(fourth.json()).toMatchObject({
      error: 'Maximum 3 documents allowed. You currently have 3 documents.',
    });
    expect(await storedDocuments(model.id)).toHaveLength(3);
  });

  it('lets only one of two simultaneous uploads fill the last slots', async () => {
    const model = await newModel();
    const pair = (tag: string) => [
      { name: `${tag}1.rtf`, data: makeRtf([tag]) },
      { name: `${tag}2.rtf`, data: makeRtf([tag]) },
    ];
    const answers = await Promise.all([upload(model.id, pair('a')), upload(model.id, pair('b'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await storedDocuments(model.id)).toHaveLength(2);
  });

  it('checks the type by content and by name, naming every wrong file', async () => {
    const model = await newModel();
    const response = await upload(model.id, [
      { name: 'setup.pdf', data: exe },
      { name: 'good.pdf', data: pdf },
      { name: 'notes.txt', data: Buffer.from('plain text') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error:
        'Invalid file types detected: setup.pdf, notes.txt. Only PDF, DOCX, and RTF files are allowed.',
      code: 'unsupported_media_type',
    });
    // Name and content must agree: a real PDF named .exe or .docx is refused too.
    const renamed = await upload(model.id, [
      { name: 'report.exe', data: pdf },
      { name: 'pdf-in-disguise.docx', data: pdf },
    ]);
    expect(renamed.json()).toMatchObject({
      error: CUSTOM_MODEL_TEXT.invalidFileTypes(['report.exe', 'pdf-in-disguise.docx']),
    });
    expect(await storedDocuments(model.id)).toHaveLength(0);
  });

  it.each([
    ['a truncated PDF', 'broken.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)), 'unreadable'],
    [
      'a PDF header over garbage',
      'garbage.pdf',
      Buffer.from('%PDF-1.4\n\x00\x01garbage'),
      'unreadable',
    ],
    ['an encrypted PDF', 'locked.pdf', makePdf(['secret'], { encrypted: true }), 'encrypted'],
    ['a truncated DOCX', 'cut.docx', docx.subarray(0, 200), 'unreadable'],
    [
      'a ZIP that is no DOCX',
      'archive.docx',
      makeZip([{ name: 'readme.txt', data: Buffer.from('hi') }]),
      'unreadable',
    ],
    [
      'an encrypted DOCX',
      'locked.docx',
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(64),
        Buffer.from('EncryptionInfo', 'utf16le'),
      ]),
      'encrypted',
    ],
    ['a PDF without text', 'blank.pdf', makePdf([]), 'empty'],
    [
      'an RTF without text',
      'empty.rtf',
      Buffer.from('{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}}'),
      'empty',
    ],
  ])('answers %s with a clear 400 and stores nothing', async (_label, name, data, reason) => {
    const model = await newModel();
    const response = await upload(model.id, [{ name, data }]);
    expect(response.statusCode, response.body).toBe(400);
    const kind = name.split('.').pop()!.toUpperCase();
    const expected =
      reason === 'encrypted'
        ? CUSTOM_MODEL_TEXT.encrypted(name)
        : reason === 'empty'
          ? CUSTOM_MODEL_TEXT.noText(name)
          : CUSTOM_MODEL_TEXT.unreadable(name, kind);
    expect(response.json()).toEqual({ error: expected, code: 'bad_request' });
    expect(await storedDocuments(model.id)).toHaveLength(0);
  });

  it('refuses a DOCX that unpacks to hundreds of megabytes (zip bomb)', async () => {
    const model = await newModel();
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', runs: [{ data: Buffer.alloc(1024 * 1024, 0x20), times: 300 }] },
    ]);
    expect(bomb.length).toBeLessThan(DOCUMENT_LIMITS.maxBytes);
    const response = await upload(model.id, [{ name: 'bomb.docx', data: bomb }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.tooComplex('bomb.docx') });
  });

  it('cuts a text longer than the budget while reading it, and says so in every listing', async () => {
    const model = await newModel();
    const paragraphs = Array.from({ length: 8_000 }, (_, index) => `Line ${index}: tide tables.`);
    const response = await upload(model.id, [
      { name: 'long.docx', data: makeDocx(paragraphs, { repeat: 5 }) },
      { name: 'short.rtf', data: rtf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const cutFlags = (documents: { text_cut: boolean }[]) => documents.map((d) => d.text_cut);
    expect(cutFlags((response.json() as UploadDocumentsResponse).documents)).toEqual([true, false]);
    const [long] = await contents(model.id);
    expect(Buffer.byteLength(long!.content)).toBeLessThanOrEqual(DOCUMENT_LIMITS.textMaxBytes);
    expect(long!.content.startsWith('Line 0: tide tables.\n\nLine 1: tide tables.')).toBe(true);
    const listed = await test.app.inject({
      method: 'GET',
      url: `/api/models/${model.id}`,
      headers: owner.auth,
    });
    expect(cutFlags((listed.json() as CustomModel).documents)).toEqual([true, false]);
  });

  it('rejects the whole upload when one file fails, naming each failure in details', async () => {
    const model = await newModel();
    const response = await upload(model.id, [
      { name: 'good.pdf', data: pdf },
      { name: 'bad.pdf', data: pdf.subarray(0, 60) },
      { name: 'locked.pdf', data: makePdf(['x'], { encrypted: true }) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: CUSTOM_MODEL_TEXT.uploadRejected,
      details: `${CUSTOM_MODEL_TEXT.unreadable('bad.pdf', 'PDF')} ${CUSTOM_MODEL_TEXT.encrypted('locked.pdf')}`,
      code: 'bad_request',
    });
    expect(await storedDocuments(model.id)).toHaveLength(0);
  });

  it('stores names as text: path-like, unicode and overlong names', async () => {
    const model = await newModel();
    const long = `${'n'.repeat(296)}.pdf`;
    const response = await upload(model.id, [
      { name: '../../../etc/passwd.pdf', data: pdf },
      { name: 'Résumé — 日本語 📄.docx', data: docx },
      { name: long, data: makePdf(['long name']) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const names = (response.json() as UploadDocumentsResponse).documents.map(
      (document) => document.original_name,
    );
    expect(names[0]).toBe('../../../etc/passwd.pdf');
    expect(names[1]).toBe('Résumé — 日本語 📄.docx');
    expect(names[2]).toHaveLength(DOCUMENT_LIMITS.nameMaxLength);
    expect(names[2]!.endsWith('n.pdf')).toBe(true);
    expect((await contents(model.id)).map((document) => document.original_name)).toEqual(names);
  });

  it('answers a file over 10 MB with 413 and stores nothing', async () => {
    const model = await newModel();
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024 - pdf.length, 0x20)]);
    const response = await upload(model.id, [{ name: 'huge.pdf', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: CUSTOM_MODEL_TEXT.fileTooLarge('huge.pdf'),
      code: 'too_large',
    });
    expect(await storedDocuments(model.id)).toHaveLength(0);
    // Exactly 10 MB is allowed.
    const exact = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_LIMITS.maxBytes - pdf.length, 0x20)]);
    const fits = await upload(model.id, [{ name: 'exact.pdf', data: exact }]);
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('answers 413 while an oversized file is still arriving, without waiting for the rest', async () => {
    const model = await newModel();
    const boundary = 'parleyStreamBoundary';
    const url = new URL(`/api/models/${model.id}/documents`, test.url);
    const answer = await new Promise<{
      status: number;
      body: string;
      sentBytes: number;
      connection: string | undefined;
    }>((resolve, reject) => {
      let sentBytes = 0;
      let answered = false;
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          ...owner.auth,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      });
      request.on('response', (response) => {
        answered = true;
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body,
            sentBytes,
            connection: response.headers.connection,
          });
        });
      });
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="endless.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      );
      // Up to 100 MB in 256 KiB chunks, stopping as soon as the server has answered.
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const pump = () => {
        while (!answered && sentBytes < 100 * 1024 * 1024) {
          sentBytes += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: CUSTOM_MODEL_TEXT.fileTooLarge('endless.pdf'),
    });
    // The answer came long before the 100 MB were sent; the server then reads on until the
    // client stops (afterAll's close would hang on a half-read connection).
    expect(answer.sentBytes).toBeLessThan(40 * 1024 * 1024);
    expect(answer.connection).toBe('keep-alive');
    expect(await storedDocuments(model.id)).toHaveLength(0);
  });

  it('answers bad requests with clear 4xx answers', async () => {
    const model = await newModel();
    const json = await test.app.inject({
      method: 'POST',
      url: `/api/models/${model.id}/documents`,
      headers: owner.auth,
      payload: { documents: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.notMultipart });

    const wrongField = await upload(model.id, [{ name: 'a.pdf', data: pdf, field: 'file' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.unexpectedField('file') });

    const none = await upload(model.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.noDocuments });

    const broken = await test.app.inject({
      method: 'POST',
      url: `/api/models/${model.id}/documents`,
      headers: { ...owner.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n\r\n%PDF',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.malformedUpload });

    const noBoundary = await test.app.inject({
      method: 'POST',
      url: `/api/models/${model.id}/documents`,
      headers: { ...owner.auth, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(await storedDocuments(model.id)).toHaveLength(0);
  });
});

describe('removing documents', () => {
  it('deletes one document of the owner’s model; unknown ids answer 404', async () => {
    const model = await newModel();
    const added = (await upload(model.id, [
      { name: 'a.pdf', data: pdf },
      { name: 'b.rtf', data: rtf },
    ]).then((response) => response.json())) as UploadDocumentsResponse;
    const [first, second] = added.documents;
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/models/${model.id}/documents/${first!.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await contents(model.id)).map((document) => document.original_name)).toEqual(['b.rtf']);
    for (const documentId of [first!.id, 'nope', '00000000-0000-0000-0000-000000000000']) {
      const again = await test.app.inject({
        method: 'DELETE',
        url: `/api/models/${model.id}/documents/${documentId}`,
        headers: owner.auth,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.documentNotFound });
    }
    // A document id of another model does not delete through this one.
    const other = await newModel();
    const wrongModel = await test.app.inject({
      method: 'DELETE',
      url: `/api/models/${other.id}/documents/${second!.id}`,
      headers: owner.auth,
    });
    expect(wrongModel.statusCode).toBe(404);
    expect(await storedDocuments(model.id)).toHaveLength(1);
  });

  it('removes the documents with their model', async () => {
    const model = await newModel();
    await upload(model.id, [{ name: 'a.pdf', data: pdf }]);
    await test.app.inject({
      method: 'DELETE',
      url: `/api/models/${model.id}`,
      headers: owner.auth,
    });
    expect(await storedDocuments(model.id)).toHaveLength(0);
  });
});
