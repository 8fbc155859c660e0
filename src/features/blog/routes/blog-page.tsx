import { useParams } from 'react-router';
import { usePageMeta } from '@/components/layout/page-meta';
import { useJsonLd } from '@/components/layout/json-ld';
import { usePageHead } from '@/components/layout/page-head';
import { blogPostPath } from '@/config/paths';
import { blogPostingJsonLd } from '@/domain/site/structured-data';
import { PageShell } from '@/components/layout/page-shell';
import { BLOG_LIMITS, tagSlug } from '@/domain/blog';
import { NewsletterBox } from '../components/newsletter-box';
import { PopularTopics } from '../components/popular-topics';
import { PostGrid } from '../components/post-grid';
import { BackToBlog, PostView } from '../components/post-view';
import { useBlogPost, usePublishedPosts } from '../hooks/use-blog-posts';
import { popularTopics, postsTagged } from '../lib/topics';

/** /blog, /blog/:postId and /blog/tag/:tag: one blog screen (docs/product-rules.md 12.1). */
export function BlogPage() {
  const { postId, tag } = useParams();
  return (
    <PageShell
      title="Blog"
      intro={postId ? undefined : 'Career advice, resume tips and interview stories from our team.'}
    >
      {postId ? <SinglePost id={postId} /> : <PostList slug={tag ?? null} />}
    </PageShell>
  );
}

function SinglePost({ id }: { id: string }) {
  const post = useBlogPost(id);
  usePageMeta(post.data?.title ?? 'Blog', post.data?.excerpt || 'A post on the JobKit blog.');
  const origin = usePageHead()?.origin ?? window.location.origin;
  useJsonLd(post.data ? blogPostingJsonLd(post.data, `${origin}${blogPostPath(id)}`) : null);
  return <PostView post={post.data ?? null} loading={post.isPending} failed={post.isError} />;
}

function PostList({ slug }: { slug: string | null }) {
  // A tag page filters by slug on the client, so it reads a wider window of posts.
  const list = usePublishedPosts(slug ? BLOG_LIMITS.tagWindow : BLOG_LIMITS.listLimit);
  const all = list.data ?? [];
  const posts = slug ? postsTagged(all, slug) : all;
  // The tag as written on a post, or the slug itself when no loaded post carries it.
  const tagName = slug ? (posts[0]?.tags.find((t) => tagSlug(t) === slug) ?? slug) : null;
  usePageMeta(
    tagName ? `Posts tagged ${tagName}` : 'Blog',
    'Career advice, resume tips and interview stories from the JobKit team.',
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0">
        {tagName && (
          <>
            <BackToBlog />
            <h2 className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
              Posts tagged “{tagName}”
            </h2>
          </>
        )}
        <PostGrid
          posts={posts}
          loading={list.isPending}
          failed={list.isError}
          empty={slug ? 'No posts found for this topic.' : 'No blog posts yet. Check back soon.'}
        />
      </div>
      <aside className="flex flex-col gap-6">
        <PopularTopics topics={popularTopics(all)} />
        <NewsletterBox />
      </aside>
    </div>
  );
}
