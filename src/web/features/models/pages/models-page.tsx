import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CUSTOM_MODEL_TEXT, type CustomModel } from '../../../../contract/custom-models.ts';
import { failureMessage, NetworkError } from '../../../lib/api-client.ts';
import { customModelLabel } from '../../../../contract/custom-models.ts';
import { useCustomModels } from '../../../lib/custom-models.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { ImportModelDialog } from '../../../ui/import-model-dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDeleteCustomModel } from '../api/delete-custom-model.ts';
import { useBaseModels } from '../api/get-base-models.ts';
import { ModelCard } from '../components/model-card.tsx';
import { ModelsPageHeader } from '../components/models-page-header.tsx';
import { baseModelName } from '../lib/base-models.ts';

/** The query parameter that opens the import dialog with a token (SPEC §2, §7). */
const IMPORT_PARAM = 'import';

function listFailure(error: unknown): string {
  if (error instanceof NetworkError) return CUSTOM_MODEL_TEXT.fetchModelsNetworkError;
  return failureMessage(error, CUSTOM_MODEL_TEXT.fetchModelsFailed);
}

/** /models: the user's custom models, import by token, create, share and delete. */
export function ModelsPage() {
  const [params, setParams] = useSearchParams();
  const tokenFromLink = params.get(IMPORT_PARAM);
  // Arriving after an import elsewhere (the community hub) shows the list, not the dialog.
  const alreadyImported = (useLocation().state as { imported?: boolean } | null)?.imported;
  const [importOpen, setImportOpen] = useState(tokenFromLink !== null && !alreadyImported);
  const [toDelete, setToDelete] = useState<CustomModel | null>(null);
  const models = useCustomModels();
  const baseModels = useBaseModels();
  const remove = useDeleteCustomModel();

  const onImportOpenChange = (open: boolean) => {
    setImportOpen(open);
    if (!open && tokenFromLink !== null) setParams({}, { replace: true });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) });
  };

  let list;
  if (models.isPending) {
    list = (
      <div className="flex justify-center py-16 text-accent-text">
        <Spinner size="lg" label="Loading models" />
      </div>
    );
  } else if (models.isError) {
    list = (
      <Alert tone="error" title={CUSTOM_MODEL_TEXT.loadModelsFailed}>
        {listFailure(models.error)}
      </Alert>
    );
  } else if (models.data.length === 0) {
    list = (
      <EmptyState
        title="No custom models yet"
        description="Create a model with its own instructions and documents, or import one shared with you."
        icon={<StrokeIcon d="M12 3 3 8l9 5 9-5-9-5zm-9 9 9 5 9-5M3 16l9 5 9-5" />}
        action={
          <Link to="/models/create" className={buttonClasses({ size: 'sm' })}>
            Create Model
          </Link>
        }
      />
    );
  } else {
    list = (
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your models">
        {models.data.map((model) => (
          <ModelCard
            key={model.id}
            model={model}
            baseModelName={baseModelName(baseModels.data, model.base_model)}
            onDelete={(chosen) => {
              remove.reset();
              setToDelete(chosen);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <ModelsPageHeader
        title="Custom Models"
        description="Your own models with instructions and knowledge documents."
        actions={
          <>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              Import
            </Button>
            <Link to="/models/create" className={buttonClasses()}>
              Create Model
            </Link>
          </>
        }
      />
      {list}
      <ImportModelDialog
        open={importOpen}
        onOpenChange={onImportOpenChange}
        blankMessage={CUSTOM_MODEL_TEXT.enterModelToken}
        initialToken={tokenFromLink ?? ''}
        placeholder="XXXX-YYYY"
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete ? `Delete ${customModelLabel(toDelete)}` : 'Delete model'}
        message={CUSTOM_MODEL_TEXT.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        busy={remove.isPending}
        error={
          remove.isError ? (
            <Alert tone="error">{failureMessage(remove.error, 'Failed to delete model')}</Alert>
          ) : undefined
        }
      />
    </div>
  );
}
