import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  CUSTOM_MODEL_TEXT,
  type CustomModel,
  type CustomModelBody,
} from '../../../../contract/custom-models.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useCustomModel } from '../api/get-custom-model.ts';
import { useUpdateCustomModel } from '../api/update-custom-model.ts';
import { ModelForm } from '../components/model-form.tsx';
import { ModelsPageHeader } from '../components/models-page-header.tsx';
import { useDocumentUpload } from '../lib/use-document-upload.ts';

/** What the create page hands over when the model was saved but its documents were not. */
export type EditPageState = { uploadError?: string };

/** SPEC §6: an imported model is read-only; its edit page says so and returns to /models. */
export const READ_ONLY_REDIRECT_MS = 3000;

function ReadOnlyNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/models', { replace: true }), READ_ONLY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert tone="warning" title={CUSTOM_MODEL_TEXT.readOnly}>
      {CUSTOM_MODEL_TEXT.readOnlyNotice}
    </Alert>
  );
}

function EditForm({ model }: { model: CustomModel }) {
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = (location.state as EditPageState | null)?.uploadError;
  const update = useUpdateCustomModel();
  const removeDocument = useDeleteDocument();
  const { progress, upload } = useDocumentUpload();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(
    handedOver ? <Alert tone="error">{handedOver}</Alert> : null,
  );

  const onSubmit = async (body: CustomModelBody, files: File[]) => {
    setFailure(null);
    setSaving(true);
    try {
      await update.mutateAsync({ id: model.id, body });
      const uploadError = await upload(model.id, files);
      if (uploadError) setFailure(<Alert tone="error">{uploadError}</Alert>);
      else navigate('/models');
    } catch (error) {
      setFailure(
        <Alert tone="error" title={CUSTOM_MODEL_TEXT.updateFailed}>
          {failureMessage(error, CUSTOM_MODEL_TEXT.updateFailed)}
        </Alert>,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModelForm
      initial={{
        name: model.name,
        baseModel: model.base_model,
        systemInstructions: model.system_instructions,
        openingStatement: model.opening_statement ?? '',
      }}
      storedDocuments={model.documents}
      onRemoveStored={(document) =>
        removeDocument.mutate(
          { modelId: model.id, documentId: document.id },
          {
            onError: (error) =>
              setFailure(
                <Alert tone="error">{failureMessage(error, CUSTOM_MODEL_TEXT.updateFailed)}</Alert>,
              ),
          },
        )
      }
      removingId={removeDocument.isPending ? removeDocument.variables.documentId : null}
      onSubmit={(body, files) => void onSubmit(body, files)}
      saving={saving}
      progress={progress}
      failure={failure}
      submitLabel="Save Changes"
    />
  );
}

/** /models/{id}/edit */
export function EditModelPage() {
  const { id = '' } = useParams();
  const model = useCustomModel(id);

  let body: ReactNode;
  if (model.isPending) {
    body = (
      <div className="flex justify-center py-16 text-accent-text">
        <Spinner size="lg" label="Loading model" />
      </div>
    );
  } else if (model.isError) {
    body = (
      <Alert tone="error" title={CUSTOM_MODEL_TEXT.loadModelFailed}>
        <p>{failureMessage(model.error, CUSTOM_MODEL_TEXT.loadModelFailed)}</p>
        <Link
          to="/models"
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          Back to Custom Models
        </Link>
      </Alert>
    );
  } else if (model.data.is_imported) {
    body = <ReadOnlyNotice />;
  } else {
    body = <EditForm key={model.data.id} model={model.data} />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <ModelsPageHeader
        title="Edit Model"
        description="Change the instructions and documents of your model."
        back
      />
      {body}
    </div>
  );
}
