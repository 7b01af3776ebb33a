/**
 * With 'other' chosen as the reentry service provider, the client can name an organization
 * registered here (GET /v1/rsp, by a part of its name); choosing it links them to it, so its
 * staff see them in their clients list (docs/rules.md). Leaving it unnamed is fine.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefCallback } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTHER_PROVIDER, type OrganizationListing } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import type { FieldErrorInput } from '#web/components/ui/field.tsx';
import { RadioGroup, type RadioOption } from '#web/components/ui/radio-group.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useOrganizationDirectory } from '#web/features/client/api/search-organizations.ts';
import { useProfileForm } from './fields.tsx';

/** Wait this long after the last key before searching. */
const SEARCH_DELAY_MS = 250;

/** The chosen organization, remembered while the wizard moves between steps. */
const CHOSEN_KEY = ['rsp', 'directory', 'chosen'] as const;
const chosenKey = (id: string) => [...CHOSEN_KEY, id] as const;

export function OrganizationField() {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  const provider = useWatch({ control, name: 'reentryServiceProvider' });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const directory = useOrganizationDirectory(q, { enabled: provider === OTHER_PROVIDER });
  if (provider !== OTHER_PROVIDER) return null;

  const results = directory.data ?? [];
  return (
    <div className="organization-field">
      <TextField
        type="search"
        label={t('client.fields.organizationSearch')}
        hint={t('client.fields.organizationSearchHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      <p className="organization-field__status" aria-live="polite">
        {directory.isFetching ? (
          <>
            <Spinner size="sm" isDecorative /> {t('client.fields.organizationsLoading')}
          </>
        ) : directory.isError ? null : q !== '' && results.length === 0 ? (
          t('client.fields.organizationsEmpty', { q })
        ) : (
          t('client.fields.organizationsFound', { count: results.length })
        )}
      </p>
      {directory.isError && (
        <div role="alert" className="organization-field__error">
          <p>{t('client.fields.organizationsError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void directory.refetch()}>
            {t('client.dashboard.retry')}
          </Button>
        </div>
      )}
      <Controller
        control={control}
        name="rspId"
        render={({ field, fieldState }) => (
          <OrganizationChoices
            name={field.name}
            value={field.value ?? ''}
            results={results}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error}
          />
        )}
      />
    </div>
  );
}

function OrganizationChoices({
  name,
  value,
  results,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  name: string;
  value: string;
  results: OrganizationListing[];
  onChange: (value: string | null) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLInputElement>;
  error: FieldErrorInput;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Remembered for as long as the page lives, not only while something reads it.
  queryClient.setQueryDefaults(CHOSEN_KEY, { gcTime: Infinity });
  // A new search may no longer list the chosen one: keep it shown, as remembered when chosen.
  const chosen =
    value === ''
      ? undefined
      : (results.find((listing) => listing.id === value) ??
        queryClient.getQueryData<OrganizationListing>(chosenKey(value)) ?? {
          id: value,
          name: t('client.fields.organizationChosen'),
          description: '',
          city: '',
          state: 'WI' as const,
          avatar: null,
          servicesArea: [],
          support: [],
        });
  const listings = chosen && !results.includes(chosen) ? [chosen, ...results] : results;

  const options: RadioOption[] = [
    { value: '', label: t('client.fields.organizationNotListed') },
    ...listings.map((listing) => ({
      value: listing.id,
      label: listing.name,
      description: [
        listing.description,
        listing.servicesArea.length > 0
          ? t('client.fields.servesCounties', { counties: listing.servicesArea.join(', ') })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    })),
  ];
  return (
    <RadioGroup
      label={t('client.fields.organizations')}
      name={name}
      options={options}
      value={value}
      onChange={(id) => {
        const listing = results.find((candidate) => candidate.id === id);
        if (listing) queryClient.setQueryData(chosenKey(listing.id), listing);
        onChange(id === '' ? null : id);
      }}
      onBlur={onBlur}
      ref={inputRef}
      error={error}
    />
  );
}
