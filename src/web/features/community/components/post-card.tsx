import { COMMUNITY_TEXT, type CommunityPost } from '../../../../contract/community.ts';
import { CUSTOM_MODEL_TEXT } from '../../../../contract/custom-models.ts';
import { cn } from '../../../lib/cn.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { authorInitial, postDateTime } from '../lib/messages.ts';

const ICONS = {
  heart:
    'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  download: 'M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zm-3.5-1.2L7 22l5-3 5 3-1.5-8.2',
} as const;

function Stat({ icon, label, value }: { icon: string; label: string; value: number }) {
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <StrokeIcon d={icon} className="size-4" strokeLinejoin="round" />
      <span className="tabular-nums">{value.toLocaleString('en-US')}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export type PostCardProps = {
  post: CommunityPost;
  onToggleLike: (post: CommunityPost) => void;
  onImport: (post: CommunityPost) => void;
  onDelete: (post: CommunityPost) => void;
  importing: boolean;
  /** The like or unlike of this post is still out: the button waits. */
  liking?: boolean;
};

/** SPEC §2 post card. Titles, descriptions and tags are user text: rendered as text, never HTML. */
export function PostCard({
  post,
  onToggleLike,
  onImport,
  onDelete,
  importing,
  liking = false,
}: PostCardProps) {
  const titleId = `post-${post.id}-title`;
  return (
    <Card as="li" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-base font-semibold text-accent-text"
        >
          {authorInitial(post.username)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-semibold break-words">
            {post.title}
          </h3>
          <p className="text-sm text-muted">
            <span className="font-medium text-fg">{post.username}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.timestamp}>{postDateTime(post.timestamp)}</time>
          </p>
        </div>
        <Badge tone="accent" className="shrink-0" title="Imports">
          <StrokeIcon d={ICONS.download} className="size-3.5" />
          {post.import_count.toLocaleString('en-US')}
          <span className="sr-only">imports</span>
        </Badge>
      </div>

      <p className="text-sm leading-relaxed break-words whitespace-pre-line">{post.description}</p>

      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-surface-2 px-3 py-2">
        <span className="text-xs font-medium text-muted">{COMMUNITY_TEXT.modelToken}</span>
        <code className="font-mono text-sm font-semibold tracking-wider">{post.model_token}</code>
        <CopyButton
          text={post.model_token}
          label={COMMUNITY_TEXT.copyToken}
          copiedLabel={COMMUNITY_TEXT.copied}
          variant="ghost"
          className="ml-auto"
        />
      </div>

      {post.achievements.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Achievements">
          {post.achievements.map((badge) => (
            <li key={badge.id}>
              <Badge tone="warning" title={badge.description}>
                <StrokeIcon d={ICONS.award} className="size-3.5" strokeLinejoin="round" />
                {badge.label}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="text-sm font-medium text-accent-text">
              #{tag}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-border pt-4">
        <div className="flex items-center gap-3 text-sm text-muted">
          <Stat icon={ICONS.eye} label="views" value={post.views} />
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {post.is_author && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={COMMUNITY_TEXT.deletePost}
              title={COMMUNITY_TEXT.deletePost}
              onClick={() => onDelete(post)}
            >
              <StrokeIcon d={ICONS.trash} className="size-4" strokeLinejoin="round" />
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={post.liked}
            disabled={liking}
            aria-busy={liking || undefined}
            onClick={() => onToggleLike(post)}
            className={cn(post.liked && 'border-danger-text/40 text-danger-text')}
          >
            <StrokeIcon
              d={ICONS.heart}
              className={cn('size-4', post.liked && 'fill-current')}
              strokeLinejoin="round"
            />
            {post.liked ? COMMUNITY_TEXT.liked : COMMUNITY_TEXT.like}
            <span className="tabular-nums">{post.likes.toLocaleString('en-US')}</span>
          </Button>
          {!post.is_author &&
            (post.imported ? (
              <Badge tone="success" title={CUSTOM_MODEL_TEXT.alreadyImported}>
                {COMMUNITY_TEXT.imported}
              </Badge>
            ) : (
              <Button size="sm" onClick={() => onImport(post)} loading={importing}>
                {COMMUNITY_TEXT.importModel}
              </Button>
            ))}
        </div>
      </div>
    </Card>
  );
}
