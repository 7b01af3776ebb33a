import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** One part of a review screen: a heading, an Edit link back to its step, and the values. */
export function ReviewSection({
  title,
  editTo,
  children,
}: {
  title: string;
  /** Where Edit leads (the wizard at that step); no link without it. */
  editTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="review-section">
      <div className="review-section__header">
        <h2 className="review-section__title">{title}</h2>
        {editTo && (
          <Link
            to={editTo}
            className="review-section__edit"
            aria-label={`${t('employer.review.edit')} ${title}`}
          >
            {t('employer.review.edit')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Label and value pairs. An empty value reads 'Not provided'. */
export function ReviewList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  const { t } = useTranslation();
  return (
    <dl className="review-list">
      {items.map((item) => (
        <div key={item.label} className="review-list__row">
          <dt>{item.label}</dt>
          <dd>
            {item.value === null || item.value === undefined || item.value === '' ? (
              <span className="muted">{t('employer.review.notProvided')}</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A confirm screen reached without a draft (a bookmark, another tab that posted it). */
export function NothingToConfirm({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('employer.review.nothingTitle')}
      description={t('employer.review.nothingBody')}
      action={<ButtonLink to={to}>{t('employer.review.start')}</ButtonLink>}
    />
  );
}
