/** The frame of the client page's sections, and their label / value lists. */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="rsp-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="rsp-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of label / value pairs; empty values say 'Not provided'. */
export function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <dl className="rsp-facts">
      {items.map(([label, value]) => (
        <div key={label} className="rsp-facts__item">
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? (
              <span className="rsp-muted">{t('rsp.notProvided')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
