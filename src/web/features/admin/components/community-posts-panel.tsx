import { useState } from 'react';
import { ADMIN_TEXT } from '../../../../contract/admin.ts';
import { COMMUNITY_TEXT, type CommunityPost } from '../../../../contract/community.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAdminCommunityPosts } from '../api/list-community-posts.ts';
import { useRemoveCommunityPost } from '../api/remove-community-post.ts';

const postedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Moderation: community posts, newest first, each removable (audit-logged on the server). */
export function CommunityPostsPanel() {
  const posts = useAdminCommunityPosts();
  const remove = useRemoveCommunityPost();
  const [toRemove, setToRemove] = useState<CommunityPost | null>(null);

  if (posts.isPending) {
    return (
      <div className="flex justify-center py-12 text-accent-text">
        <Spinner size="lg" label={COMMUNITY_TEXT.loading} />
      </div>
    );
  }
  if (posts.isError) {
    return <Alert tone="error">{failureMessage(posts.error, COMMUNITY_TEXT.loadFailed)}</Alert>;
  }
  const all = posts.data.pages.flatMap((page) => page.posts);
  return (
    <section aria-label="Community posts" className="flex flex-col gap-3">
      {all.length === 0 ? (
        <EmptyState title={COMMUNITY_TEXT.emptyTitle} />
      ) : (
        <ul className="flex flex-col gap-3">
          {all.map((post) => (
            <Card
              as="li"
              key={post.id}
              className="flex flex-wrap items-start justify-between gap-3 p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{post.title}</p>
                <p className="text-sm text-muted">
                  {post.username} ·{' '}
                  <time dateTime={post.timestamp}>
                    {postedFormat.format(new Date(post.timestamp))}
                  </time>{' '}
                  · <span className="font-mono">{post.model_token}</span> ·{' '}
                  {ADMIN_TEXT.postCounts(post.likes, post.import_count)}
                </p>
                <p className="mt-1 line-clamp-2 text-sm break-words">{post.description}</p>
              </div>
              <Button
                size="sm"
                variant="danger"
                aria-label={`${ADMIN_TEXT.removePost} ${post.title}`}
                onClick={() => {
                  remove.reset();
                  setToRemove(post);
                }}
              >
                {ADMIN_TEXT.removePost}
              </Button>
            </Card>
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        >
          {COMMUNITY_TEXT.loadMore}
        </Button>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={toRemove ? `${ADMIN_TEXT.removePost} “${toRemove.title}”` : ADMIN_TEXT.removePost}
        message={ADMIN_TEXT.removePostConfirm}
        confirmLabel={ADMIN_TEXT.removePost}
        busy={remove.isPending}
        onConfirm={() =>
          toRemove && remove.mutate(toRemove.id, { onSuccess: () => setToRemove(null) })
        }
        error={
          remove.isError ? (
            <Alert tone="error">{failureMessage(remove.error, 'Failed to remove the post')}</Alert>
          ) : undefined
        }
      />
    </section>
  );
}
