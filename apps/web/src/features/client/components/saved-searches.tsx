import { useId, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_MAX,
  TYPE_OF_WORK_LABELS,
  US_STATE_LABELS,
  WORKING_TIME_LABELS,
  requiredString,
  type SavedSearch,
} from '@fairchance/shared';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { ConfirmModal } from '#web/components/ui/modal.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { localized } from '#web/i18n/labels.ts';
import { useDeleteSavedSearch } from '#web/features/client/api/delete-saved-search.ts';
import { useSavedSearches } from '#web/features/client/api/get-saved-searches.ts';
import { useUpdateSavedSearch } from '#web/features/client/api/update-saved-search.ts';
import { jobsPathOf } from '#web/features/client/job-search.ts';
import './saved-searches.css';

/**
 * The client's saved searches (docs/rules.md#saved-searches-and-job-alerts): each links back to
 * Current Opportunities with its search, and can be renamed in place, have its e-mails turned on
 * or off, or be deleted after a confirmation.
 */
export function SavedSearches({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const searches = useSavedSearches(clientId);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (searches.isPending) return <PageLoader />;
  if (searches.isError)
    return (
      <LoadError
        title={t('client.dashboard.loadError')}
        onRetry={() => void searches.refetch()}
        error={searches.error}
      />
    );
  if (searches.data.length === 0) {
    return (
      <EmptyState
        title={t('client.savedSearches.emptyTitle')}
        description={t('client.savedSearches.emptyBody')}
        action={
          <ButtonLink to={paths.client.jobs}>{t('client.savedSearches.findJobs')}</ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <p className="saved-searches__limit">
        {t('client.savedSearches.count', {
          count: searches.data.length,
          max: SAVED_SEARCHES_MAX,
        })}
      </p>
      <ul className="saved-searches" aria-label={t('client.savedSearches.title')}>
        {searches.data.map((search) => (
          <SavedSearchItem
            key={search.id}
            clientId={clientId}
            search={search}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </ul>
      <DeleteSavedSearch clientId={clientId} search={deleting} onDone={() => setDeleting(null)} />
    </>
  );
}

/** A saved search's words and filters in a line, in the interface language. */
function useSummary() {
  const { t } = useTranslation();
  return ({ search }: SavedSearch) =>
    [
      search.q !== undefined ? t('client.savedSearches.summary.words', { q: search.q }) : null,
      ...(search.typeOfWork ?? []).map((value) => localized(TYPE_OF_WORK_LABELS)[value]),
      ...(search.workingTime ?? []).map((value) => localized(WORKING_TIME_LABELS)[value]),
      [search.city, search.state ? localized(US_STATE_LABELS)[search.state] : undefined]
        .filter(Boolean)
        .join(', ') || null,
      search.minPay !== undefined
        ? t('client.savedSearches.summary.minPay', { amount: search.minPay })
        : null,
      search.postedWithin !== undefined
        ? t('client.jobs.search.lastDays', { count: search.postedWithin })
        : null,
    ]
      .filter((part): part is string => Boolean(part))
      .join(' · ');
}

function SavedSearchItem({
  clientId,
  search,
  onDelete,
}: {
  clientId: string;
  search: SavedSearch;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const summaryOf = useSummary();
  const update = useUpdateSavedSearch(clientId);
  const [isRenaming, setIsRenaming] = useState(false);
  const nameId = useId();

  const toggleAlerts = (alertsEnabled: boolean) =>
    update.mutate(
      { id: search.id, alertsEnabled },
      {
        onSuccess: (saved) =>
          toast.success(
            t(
              saved.alertsEnabled
                ? 'client.savedSearches.alertsOn'
                : 'client.savedSearches.alertsOff',
              { name: saved.name },
            ),
          ),
        onError: (error) => handleApiError(error),
      },
    );

  return (
    <li className="saved-search" aria-labelledby={nameId}>
      {isRenaming ? (
        <RenameForm
          clientId={clientId}
          search={search}
          labelId={nameId}
          onDone={() => setIsRenaming(false)}
        />
      ) : (
        <div className="saved-search__head">
          <h2 id={nameId} className="saved-search__name">
            <Link to={jobsPathOf(search.search, paths.client.jobs)}>{search.name}</Link>
          </h2>
          <p className="saved-search__summary">{summaryOf(search)}</p>
        </div>
      )}
      <div className="saved-search__actions">
        <CheckboxField
          label={t('client.savedSearches.alertsToggle')}
          aria-label={t('client.savedSearches.alertsToggleLabel', { name: search.name })}
          checked={search.alertsEnabled}
          disabled={update.isPending}
          onChange={(event) => toggleAlerts(event.target.checked)}
        />
        {!isRenaming && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('client.savedSearches.renameLabel', { name: search.name })}
            onClick={() => setIsRenaming(true)}
          >
            {t('client.savedSearches.rename')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('client.savedSearches.deleteLabel', { name: search.name })}
          onClick={onDelete}
        >
          {t('client.savedSearches.delete')}
        </Button>
      </div>
    </li>
  );
}

const RenameSchema = z.object({ name: requiredString(SAVED_SEARCH_NAME_MAX) });
type RenameFormValues = z.infer<typeof RenameSchema>;

function RenameForm({
  clientId,
  search,
  labelId,
  onDone,
}: {
  clientId: string;
  search: SavedSearch;
  labelId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const update = useUpdateSavedSearch(clientId);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RenameFormValues>({
    resolver: zodResolver(RenameSchema),
    defaultValues: { name: search.name },
  });
  // The new name's field takes focus as it opens (Preact's `autoFocus` only sets the attribute,
  // which a browser honours on the page's first load, not on a field shown later).
  useLayoutEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = ({ name }: RenameFormValues) =>
    update.mutate(
      { id: search.id, name },
      {
        onSuccess: (saved) => {
          toast.success(t('client.savedSearches.renamed', { name: saved.name }));
          onDone();
        },
        onError: (error) => handleApiError(error, { setError, fields: ['name'] }),
      },
    );

  return (
    <form
      className="saved-search__rename"
      noValidate
      aria-labelledby={labelId}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <h2 id={labelId} className="visually-hidden">
        {t('client.savedSearches.renameLabel', { name: search.name })}
      </h2>
      <TextField
        label={t('client.savedSearches.newName')}
        isRequired
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        error={errors.name}
        {...register('name')}
      />
      <div className="saved-search__rename-actions">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function DeleteSavedSearch({
  clientId,
  search,
  onDone,
}: {
  clientId: string;
  search: SavedSearch | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const remove = useDeleteSavedSearch(clientId);
  return (
    <ConfirmModal
      isOpen={search !== null}
      title={search ? t('client.savedSearches.deleteConfirm', { name: search.name }) : ''}
      message={t('client.savedSearches.deleteDetail')}
      confirmLabel={t('client.savedSearches.delete')}
      cancelLabel={t('common.cancel')}
      isDanger
      isConfirming={remove.isPending}
      onConfirm={() =>
        search &&
        remove.mutate(search.id, {
          onSuccess: () => {
            toast.success(t('client.savedSearches.deleted', { name: search.name }));
            onDone();
          },
          onError: (error) => handleApiError(error),
        })
      }
      onCancel={onDone}
    />
  );
}
