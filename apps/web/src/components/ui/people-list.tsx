import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ConfirmModal } from './modal.tsx';
import './people-list.css';

/** One action on a person of the list, always confirmed first (e.g. withdraw, remove). */
export interface PeopleListAction<T> {
  /** The button's and the confirmation's label ('Remove'). */
  label: string;
  /** The button's accessible name, naming the person ('Remove Sam Lee'). */
  labelFor: (name: string) => string;
  /** The confirmation's question ('Remove Sam Lee from the team?'). */
  confirmTitle: (name: string) => string;
  confirmMessage: string;
  /** Whether this person offers the action (e.g. not the owner). */
  isOfferedFor?: (item: T) => boolean;
  isConfirming: boolean;
  /** Does the action; the confirmation closes when it settles. */
  onConfirm: (item: T) => Promise<void>;
}

export interface PeopleListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** A short label beside the name ('Owner'). */
  badgeOf?: (item: T) => string;
  /** The line under the name (e-mail, dates). */
  detailsOf: (item: T) => ReactNode;
  /** Absent for a read-only list. */
  action?: PeopleListAction<T> | undefined;
}

/**
 * People with names and details, each with an optional confirmed action: an organization's
 * pending invitations, a company's team (docs/rules.md#invitations, #employer-team).
 */
export function PeopleList<T>({
  items,
  keyOf,
  nameOf,
  badgeOf,
  detailsOf,
  action,
}: PeopleListProps<T>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<T | null>(null);

  async function confirm(item: T) {
    try {
      await action?.onConfirm(item);
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <ul className="people-list">
        {items.map((item) => {
          const name = nameOf(item);
          const badge = badgeOf?.(item);
          return (
            <li key={keyOf(item)} className="people-list__item">
              <div>
                <p className="people-list__name">
                  {name}
                  {badge && <span className="people-list__badge">{badge}</span>}
                </p>
                <p className="people-list__details">{detailsOf(item)}</p>
              </div>
              {action && (action.isOfferedFor?.(item) ?? true) && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={action.labelFor(name)}
                  onClick={() => setPending(item)}
                >
                  {action.label}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {action && (
        <ConfirmModal
          isOpen={pending !== null}
          title={pending !== null ? action.confirmTitle(nameOf(pending)) : ''}
          message={action.confirmMessage}
          confirmLabel={action.label}
          cancelLabel={t('common.cancel')}
          isDanger
          isConfirming={action.isConfirming}
          onConfirm={() => pending !== null && void confirm(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
