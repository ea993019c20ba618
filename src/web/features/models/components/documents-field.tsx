import { useId, useRef, type ChangeEvent } from 'react';
import {
  CUSTOM_MODEL_TEXT,
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  type ModelDocumentSummary,
} from '../../../../contract/custom-models.ts';
import { Button } from '../../../ui/button.tsx';
import { CloseButton } from '../../../ui/close-button.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { checkPickedDocuments, formatFileSize } from '../lib/document-checks.ts';

const FILE_ICON = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5zm0 0v5h5';

function DocumentRow({
  name,
  size,
  note,
  textCut,
  onRemove,
  removing,
}: {
  name: string;
  size: number;
  note?: string;
  /** The stored text was cut to the text limit. */
  textCut?: boolean;
  onRemove?: () => void;
  removing?: boolean;
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-surface-2/50 px-3 py-2">
      <StrokeIcon d={FILE_ICON} className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <p className="text-xs text-muted">
          {formatFileSize(size)}
          {note ? ` · ${note}` : ''}
        </p>
        {textCut && <p className="text-xs text-warning-text">{CUSTOM_MODEL_TEXT.textCut}</p>}
      </div>
      {onRemove && (
        <CloseButton
          label={`Remove ${name}`}
          onClick={onRemove}
          disabled={removing}
          className="rounded-md p-1.5"
        />
      )}
    </li>
  );
}

/**
 * Knowledge documents of a model: those stored (removable unless read-only), the files picked
 * for upload, a picker checked against SPEC §5's rules, and the upload's progress.
 */
export function DocumentsField({
  stored,
  picked,
  onPick,
  onRemoveStored,
  removingId,
  problems,
  onProblems,
  progress,
  disabled,
}: {
  stored: ModelDocumentSummary[];
  picked: File[];
  onPick: (files: File[]) => void;
  onRemoveStored?: (document: ModelDocumentSummary) => void;
  removingId?: string | null;
  /** What is wrong with the files last picked, one message per problem. */
  problems: string[];
  onProblems: (problems: string[]) => void;
  /** 0..1 while uploading. */
  progress: number | null;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const count = stored.length + picked.length;
  const full = count >= DOCUMENT_LIMITS.maxDocuments;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const { keep, problems: found } = await checkPickedDocuments(count, files);
    onProblems(found);
    if (keep.length > 0) onPick([...picked, ...keep]);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Knowledge documents</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Up to {DOCUMENT_LIMITS.maxDocuments} PDF, DOCX or RTF files, 10 MB each. Their text is added
        to the model&apos;s instructions, and it cites them by name.
      </p>
      {(stored.length > 0 || picked.length > 0) && (
        <ul className="flex flex-col gap-2" aria-label="Documents">
          {stored.map((document) => (
            <DocumentRow
              key={document.id}
              name={document.original_name}
              size={document.size}
              textCut={document.text_cut}
              removing={removingId === document.id}
              {...(onRemoveStored ? { onRemove: () => onRemoveStored(document) } : {})}
            />
          ))}
          {picked.map((file, index) => (
            <DocumentRow
              key={`${file.name}-${index}`}
              name={file.name}
              size={file.size}
              note="to upload"
              {...(disabled
                ? {}
                : { onRemove: () => onPick(picked.filter((_, other) => other !== index)) })}
            />
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        onChange={(event) => void onChange(event)}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose documents"
        disabled={disabled || full}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={disabled || full}
        >
          <StrokeIcon d="M12 5v14M5 12h14" className="size-4" />
          Add documents
        </Button>
      </div>
      {progress !== null && (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Uploading documents"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <span className="w-10 text-right text-xs text-muted tabular-nums">
            {Math.round(progress * 100)}%
          </span>
        </div>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm font-medium text-danger-text">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
