import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CUSTOM_MODEL_TEXT, type CustomModelBody } from '../../../../contract/custom-models.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useCreateCustomModel } from '../api/create-custom-model.ts';
import { EMPTY_MODEL_FORM, ModelForm } from '../components/model-form.tsx';
import { ModelsPageHeader } from '../components/models-page-header.tsx';
import { useDocumentUpload } from '../lib/use-document-upload.ts';
import type { EditPageState } from './edit-model-page.tsx';

/** /models/create: a new custom model, then its documents. */
export function CreateModelPage() {
  const navigate = useNavigate();
  const create = useCreateCustomModel();
  const { progress, upload } = useDocumentUpload();
  const [failure, setFailure] = useState<ReactNode>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (body: CustomModelBody, files: File[]) => {
    setFailure(null);
    setSaving(true);
    try {
      const model = await create.mutateAsync(body);
      const uploadError = await upload(model.id, files);
      if (uploadError) {
        // The model exists now: continue on its edit page, where the upload can be retried.
        const state: EditPageState = { uploadError };
        navigate(`/models/${model.id}/edit`, { replace: true, state });
        return;
      }
      navigate('/models');
    } catch (error) {
      setFailure(
        <Alert tone="error" title={CUSTOM_MODEL_TEXT.createFailed}>
          {failureMessage(error, CUSTOM_MODEL_TEXT.createFailed)}
        </Alert>,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <ModelsPageHeader
        title="Create Model"
        description="Pick a base model, write its instructions and attach documents it can cite."
        back
      />
      <ModelForm
        initial={EMPTY_MODEL_FORM}
        onSubmit={(body, files) => void onSubmit(body, files)}
        saving={saving}
        progress={progress}
        failure={failure}
        submitLabel="Create Model"
      />
    </div>
  );
}
