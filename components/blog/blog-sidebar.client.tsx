'use client';

import { usePathname } from 'next/navigation';
import { Link } from '../ui/link.client';

/** The recent-post links, marking the one being read. */
export function BlogSidebarLinks({ posts }: { posts: Array<{ href: string; title: string }> }) {
  const pathname = usePathname();
  return (
    <ul>
      {posts.map((post) => (
        <li key={post.href}>
          <Link
            href={post.href}
            className={pathname === post.href ? 'active' : undefined}
            aria-current={pathname === post.href ? 'page' : undefined}
          >
            {post.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
