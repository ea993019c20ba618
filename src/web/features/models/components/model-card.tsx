import { Link } from 'react-router';
import { CUSTOM_MODEL_TEXT, type CustomModel } from '../../../../contract/custom-models.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { customModelLabel } from '../../../../contract/custom-models.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { useRevokeShare } from '../api/revoke-share.ts';
import { useShareCustomModel } from '../api/share-custom-model.ts';

/** One model of the list: its label, base model, documents, sharing, and actions. */
export function ModelCard({
  model,
  baseModelName,
  onDelete,
}: {
  model: CustomModel;
  baseModelName: string;
  onDelete: (model: CustomModel) => void;
}) {
  const share = useShareCustomModel();
  const revoke = useRevokeShare();
  const label = customModelLabel(model);
  const sharingError = share.error ?? revoke.error;
  const titleId = `model-${model.id}-title`;

  return (
    <Card as="li" aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold break-words">
            {label}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Based on {baseModelName} · {model.document_count}{' '}
            {model.document_count === 1 ? 'document' : 'documents'}
            {!model.is_imported && model.share_count > 0
              ? ` · imported ${model.share_count} ${model.share_count === 1 ? 'time' : 'times'}`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {(model.is_imported || model.is_public) && (
            <Badge tone="accent">{CUSTOM_MODEL_TEXT.shared}</Badge>
          )}
          {model.is_imported && <Badge>Read-only</Badge>}
        </div>
      </div>
      {model.documents.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Documents of ${label}`}>
          {model.documents.map((document) => (
            <li
              key={document.id}
              className="max-w-full truncate rounded-md bg-surface-2 px-2 py-1 text-xs"
              title={
                document.text_cut
                  ? `${document.original_name}: ${CUSTOM_MODEL_TEXT.textCut}`
                  : document.original_name
              }
            >
              {document.original_name}
              {document.text_cut && (
                <span className="text-warning-text"> · {CUSTOM_MODEL_TEXT.textCutBadge}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {model.share_token && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface-2/50 px-3 py-2">
          <span className="text-sm text-muted">Share token</span>
          <code
            className="rounded bg-surface px-2 py-0.5 font-mono text-sm tracking-wider"
            data-testid="share-token"
          >
            {model.share_token}
          </code>
          <CopyButton
            text={model.share_token}
            label={CUSTOM_MODEL_TEXT.copyToken}
            copiedLabel={CUSTOM_MODEL_TEXT.tokenCopied}
            variant="ghost"
          />
        </div>
      )}
      {sharingError && (
        <Alert tone="error">{failureMessage(sharingError, 'Failed to update sharing')}</Alert>
      )}
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        {!model.is_imported && (
          <>
            <Link
              to={`/models/${model.id}/edit`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              aria-label={`Edit ${label}`}
            >
              Edit
            </Link>
            {model.is_public ? (
              <Button
                variant="secondary"
                size="sm"
                loading={revoke.isPending}
                onClick={() => revoke.mutate(model.id)}
              >
                Stop Sharing
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                loading={share.isPending}
                onClick={() => share.mutate(model.id)}
              >
                Share
              </Button>
            )}
          </>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="sm:ml-auto"
          onClick={() => onDelete(model)}
          aria-label={`Delete ${label}`}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
