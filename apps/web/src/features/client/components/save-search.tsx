import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX, requiredString } from '@fairchance/shared';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useCreateSavedSearch } from '#web/features/client/api/create-saved-search.ts';
import { savedSearchRequestOf, type JobSearch } from '#web/features/client/job-search.ts';
import './saved-searches.css';

const SaveSearchFormSchema = z.object({
  name: requiredString(SAVED_SEARCH_NAME_MAX),
  alertsEnabled: z.boolean(),
});
type SaveSearchForm = z.infer<typeof SaveSearchFormSchema>;

/**
 * 'Save this search' on Current Opportunities (docs/rules.md#saved-searches-and-job-alerts): a
 * small dialog asks for a name and whether to e-mail new jobs. Shown only while something is
 * searched for or filtered; a link leads to the saved searches.
 */
export function SaveSearch({ clientId, search }: { clientId: string; search: JobSearch }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="save-search">
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        {t('client.savedSearches.save')}
      </Button>
      <ButtonLink variant="ghost" size="sm" to={paths.client.savedSearches}>
        {t('client.savedSearches.seeAll')}
      </ButtonLink>
      {isOpen && (
        <SaveSearchDialog clientId={clientId} search={search} onClose={() => setIsOpen(false)} />
      )}
    </div>
  );
}

function SaveSearchDialog({
  clientId,
  search,
  onClose,
}: {
  clientId: string;
  search: JobSearch;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const create = useCreateSavedSearch(clientId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SaveSearchForm>({
    resolver: zodResolver(SaveSearchFormSchema),
    defaultValues: { name: search.q ?? '', alertsEnabled: true },
  });

  const onSubmit = (form: SaveSearchForm) =>
    create.mutate(
      { ...form, search: savedSearchRequestOf(search) },
      {
        onSuccess: (saved) => {
          toast.success(t('client.savedSearches.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => handleApiError(error, { setError, fields: ['name'] }),
      },
    );

  return (
    <FormDialog
      title={t('client.savedSearches.saveTitle')}
      formId="save-search-form"
      submitLabel={t('common.save')}
      isPending={create.isPending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <TextField
        label={t('client.savedSearches.name')}
        hint={t('client.savedSearches.nameHint')}
        isRequired
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        error={errors.name}
        {...register('name')}
      />
      <CheckboxField label={t('client.savedSearches.alerts')} {...register('alertsEnabled')} />
      <p className="save-search__hint">{t('client.savedSearches.alertsHint')}</p>
    </FormDialog>
  );
}
