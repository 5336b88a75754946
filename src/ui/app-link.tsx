import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * An in-app link: a real `<a href>` whose plain left click navigates in the router (modified clicks, middle
 * clicks and other targets behave as a browser link). React Router's `<Link>` does the same plus framework-mode
 * prefetching, view transitions and document reloads we never use, and that machinery would sit in the entry.
 */
export function AppLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
