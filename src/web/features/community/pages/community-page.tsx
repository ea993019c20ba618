import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  COMMUNITY_SORTS,
  COMMUNITY_SORT_LABELS,
  COMMUNITY_TEXT,
  type CommunityPost,
  type CommunitySort,
} from '../../../../contract/community.ts';
import { CUSTOM_MODEL_TEXT } from '../../../../contract/custom-models.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { importFailureMessage } from '../../../ui/import-model-dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { useImportFromPost } from '../api/import-post.ts';
import { usePendingLikes, useToggleLike } from '../api/like-post.ts';
import { usePosts } from '../api/list-posts.ts';
import { PostCard } from '../components/post-card.tsx';
import { ShareModelDialog } from '../components/share-model-dialog.tsx';

function SortChips({
  sort,
  onChange,
}: {
  sort: CommunitySort;
  onChange: (sort: CommunitySort) => void;
}) {
  return (
    <div role="group" aria-label="Sort posts" className="flex flex-wrap gap-2">
      {COMMUNITY_SORTS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={sort === option}
          onClick={() => onChange(option)}
          className={cn(
            'h-8 cursor-pointer rounded-full px-3.5 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            sort === option
              ? 'bg-accent text-accent-fg'
              : 'border border-border-strong bg-surface text-muted hover:text-fg',
          )}
        >
          {COMMUNITY_SORT_LABELS[option]}
        </button>
      ))}
    </div>
  );
}

/** /community (SPEC §2): open to all; liking, sharing and importing need a session (SPEC §6). */
export function CommunityPage() {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [sort, setSort] = useState<CommunitySort>('newest');
  const [shareOpen, setShareOpen] = useState(false);
  const [toDelete, setToDelete] = useState<CommunityPost | null>(null);
  const posts = usePosts(sort, user?.id ?? null);
  const toggleLike = useToggleLike();
  const pendingLikes = usePendingLikes();
  const importPost = useImportFromPost();
  const remove = useDeletePost();

  const toLogin = () => navigate('/login', { state: { from: location } });

  const onToggleLike = (post: CommunityPost) => {
    if (!signedIn) {
      toast({ message: COMMUNITY_TEXT.loginToLike, tone: 'info' });
      return;
    }
    toggleLike.mutate({ post, liked: !post.liked });
  };

  const onImport = (post: CommunityPost) => {
    if (!signedIn) {
      toast({ message: COMMUNITY_TEXT.loginToImport, tone: 'info' });
      return;
    }
    importPost.mutate(post.id, {
      onSuccess: () => {
        toast({ message: CUSTOM_MODEL_TEXT.importSuccess, tone: 'success' });
        // SPEC §7: a successful import navigates to /models?import={token}; the state says it
        // is done, so that page shows the model rather than asking to import it again.
        navigate(`/models?import=${encodeURIComponent(post.model_token)}`, {
          state: { imported: true },
        });
      },
      onError: (error) => toast({ message: importFailureMessage(error), tone: 'error' }),
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({ message: COMMUNITY_TEXT.removed, tone: 'success' });
      },
    });
  };

  const all = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  let list;
  if (posts.isPending) {
    list = (
      <div className="flex flex-col items-center gap-3 py-16 text-muted" role="status">
        <Spinner size="lg" className="text-accent-text" />
        <p className="text-sm">{COMMUNITY_TEXT.loading}</p>
      </div>
    );
  } else if (posts.isError) {
    list = (
      <Alert tone="error" title={COMMUNITY_TEXT.loadFailed}>
        {failureMessage(posts.error, COMMUNITY_TEXT.loadFailed)}{' '}
        <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (all.length === 0) {
    list = (
      <EmptyState
        title={COMMUNITY_TEXT.emptyTitle}
        description={COMMUNITY_TEXT.emptyDescription}
        icon={
          <StrokeIcon d="M17 20h5v-2a4 4 0 0 0-5-3.9M9 20H2v-2a4 4 0 0 1 7-2.7M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z" />
        }
        action={
          signedIn ? (
            <Button size="sm" onClick={() => setShareOpen(true)}>
              {COMMUNITY_TEXT.shareYourModel}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    list = (
      <>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Community posts">
          {all.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onToggleLike={onToggleLike}
              onImport={onImport}
              onDelete={(chosen) => {
                remove.reset();
                setToDelete(chosen);
              }}
              importing={importPost.isPending && importPost.variables === post.id}
              liking={pendingLikes.has(post.id)}
            />
          ))}
        </ul>
        {posts.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void posts.fetchNextPage()}
              loading={posts.isFetchingNextPage}
            >
              {COMMUNITY_TEXT.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <Link
            to={signedIn ? '/dashboard' : '/landing'}
            className="mb-2 inline-flex items-center gap-1 rounded text-sm text-muted hover:text-fg"
          >
            <StrokeIcon d="m15 18-6-6 6-6" className="size-4" />
            {signedIn ? 'Back to Dashboard' : 'Back to Home'}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {COMMUNITY_TEXT.title}
          </h1>
          <p className="mt-1 text-sm text-muted sm:text-base">{COMMUNITY_TEXT.subtitle}</p>
        </div>
        <Button onClick={() => (signedIn ? setShareOpen(true) : toLogin())}>
          {COMMUNITY_TEXT.shareYourModel}
        </Button>
      </div>

      {status === 'signed-out' && (
        <Alert tone="info" className="mb-6">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            Sign in to like posts, share your models and import them.
            <Link to="/login" state={{ from: location }} className={buttonClasses({ size: 'sm' })}>
              {COMMUNITY_TEXT.signIn}
            </Link>
            <Link to="/signup" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
              Create account
            </Link>
          </span>
        </Alert>
      )}

      <div className="mb-5">
        <SortChips sort={sort} onChange={setSort} />
      </div>
      {list}

      {signedIn && <ShareModelDialog open={shareOpen} onOpenChange={setShareOpen} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={COMMUNITY_TEXT.deletePost}
        message={COMMUNITY_TEXT.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        busy={remove.isPending}
        error={
          remove.isError ? (
            <Alert tone="error">{failureMessage(remove.error, 'Failed to delete post')}</Alert>
          ) : undefined
        }
      />
    </div>
  );
}
