import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { cx } from '#web/lib/cx.ts';

export interface PageProps {
  /** The page's h1 and the first part of the document title. */
  title: string;
  /** A different document title, when the h1 alone would be vague. */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Frame of a screen: sets the document title and renders the single h1. */
export function Page({
  title,
  documentTitle,
  description,
  actions,
  className,
  children,
}: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={cx('page', className)}>
      <div className="page__header">
        <div className="page__heading">
          <h1 className="page__title">{title}</h1>
          {description && <p className="page__description">{description}</p>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
