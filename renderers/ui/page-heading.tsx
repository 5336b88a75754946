import { usePageTitle } from './page-title';

type Props = { children: string; className?: string; id?: string };

/** A screen's heading (h1), which also names the screen in the document title. */
export function PageHeading({ children, className, id }: Props) {
  usePageTitle(children);
  return (
    <h1 id={id} className={className}>
      {children}
    </h1>
  );
}
