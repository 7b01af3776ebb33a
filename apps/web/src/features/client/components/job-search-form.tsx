import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TYPE_OF_WORK_LABELS,
  TYPES_OF_WORK,
  US_STATE_CODES,
  US_STATE_LABELS,
  WORKING_TIME_LABELS,
  WORKING_TIMES,
  type JobSort,
  type TypeOfWork,
  type WorkingTime,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { MultiChoiceField } from '#web/components/forms/multi-choice-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  isSearching,
  searchFromParams,
  paramsFromSearch,
  type JobSearch,
} from '#web/features/client/job-search.ts';
import { localizedOptions } from '#web/i18n/labels.ts';

/** The days 'Posted within' offers. */
const POSTED_WITHIN_CHOICES = [1, 3, 7, 14, 30] as const;

interface FormValues {
  q: string;
  typeOfWork: TypeOfWork[];
  workingTime: WorkingTime[];
  city: string;
  state: string;
  minPay: string;
  postedWithin: string;
  sort: JobSort;
}

function formValuesOf(search: JobSearch): FormValues {
  return {
    q: search.q ?? '',
    typeOfWork: search.typeOfWork ?? [],
    workingTime: search.workingTime ?? [],
    city: search.city ?? '',
    state: search.state ?? '',
    minPay: search.minPay === undefined ? '' : String(search.minPay),
    postedWithin: search.postedWithin === undefined ? '' : String(search.postedWithin),
    sort: search.sort ?? 'newest',
  };
}

/** The form's values as the address holds them, read back so that a bad value is dropped. */
function searchOf(form: FormValues): JobSearch {
  const sort = form.sort === 'relevance' && !form.q.trim() ? 'newest' : form.sort;
  return searchFromParams(
    paramsFromSearch({
      q: form.q.trim(),
      typeOfWork: form.typeOfWork,
      workingTime: form.workingTime,
      city: form.city.trim(),
      state: form.state,
      ...(form.minPay.trim() ? { minPay: Number(form.minPay) } : {}),
      ...(form.postedWithin ? { postedWithin: Number(form.postedWithin) } : {}),
      sort,
    }),
  );
}

export interface JobSearchFormProps {
  search: JobSearch;
  onSearch: (search: JobSearch) => void;
}

/**
 * The search box and filters of Current Opportunities (docs/rules.md#job-search). Nothing changes
 * until 'Search'; the filters fold away (a disclosure, open while any is set).
 */
export function JobSearchForm({ search, onSearch }: JobSearchFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { register, handleSubmit, control, reset } = useForm<FormValues>({
    values: formValuesOf(search),
  });
  const hasWords = useWatch({ control, name: 'q' }).trim() !== '';
  const filtersSet = (Object.keys(search) as (keyof JobSearch)[]).some(
    (key) => key !== 'q' && key !== 'sort',
  );
  // The filters' fields (the states' list among them) are made when first opened: most visits
  // never open them, and a phone's first render of the page is shorter without them.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const sortOptions = [
    { value: 'newest', label: t('client.jobs.search.sortNewest') },
    { value: 'relevance', label: t('client.jobs.search.sortRelevance'), isDisabled: !hasWords },
    { value: 'match', label: t('client.jobs.search.sortMatch') },
  ];
  const postedOptions = POSTED_WITHIN_CHOICES.map((days) => ({
    value: String(days),
    label: t('client.jobs.search.lastDays', { count: days }),
  }));

  return (
    <form
      className="job-search"
      role="search"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void handleSubmit((form) => onSearch(searchOf(form)))(event)}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('client.jobs.search.title')}
      </h2>
      <div className="job-search__bar">
        <TextField
          label={t('client.jobs.search.words')}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          {...register('q')}
        />
        <Button type="submit">{t('client.jobs.search.submit')}</Button>
      </div>
      <details
        className="job-search__filters"
        open={filtersSet || undefined}
        onToggle={(event) => {
          if (event.currentTarget.open) setFiltersOpened(true);
        }}
      >
        <summary>{t('client.jobs.search.filters')}</summary>
        {(filtersOpened || filtersSet) && (
          <div className="job-search__fields">
            <MultiChoiceField
              control={control}
              name="typeOfWork"
              label={t('client.jobs.search.typeOfWork')}
              options={localizedOptions(TYPES_OF_WORK, TYPE_OF_WORK_LABELS)}
            />
            <MultiChoiceField
              control={control}
              name="workingTime"
              label={t('client.jobs.search.workingTime')}
              options={localizedOptions(WORKING_TIMES, WORKING_TIME_LABELS)}
            />
            <TextField
              label={t('client.jobs.search.city')}
              autoComplete="address-level2"
              {...register('city')}
            />
            <SelectField
              label={t('client.jobs.search.state')}
              options={localizedOptions(US_STATE_CODES, US_STATE_LABELS)}
              placeholder={t('client.jobs.search.anyState')}
              {...register('state')}
            />
            <TextField
              label={t('client.jobs.search.minPay')}
              hint={t('client.jobs.search.minPayHint')}
              type="number"
              inputMode="decimal"
              min={0}
              max={1000}
              step="0.01"
              {...register('minPay')}
            />
            <SelectField
              label={t('client.jobs.search.postedWithin')}
              options={postedOptions}
              placeholder={t('client.jobs.search.anyTime')}
              {...register('postedWithin')}
            />
          </div>
        )}
      </details>
      <div className="job-search__actions">
        <SelectField
          label={t('client.jobs.search.sort')}
          options={sortOptions}
          placeholder={false}
          {...register('sort', {
            onChange: () => void handleSubmit((form) => onSearch(searchOf(form)))(),
          })}
        />
        {isSearching(search) && (
          <Button
            variant="ghost"
            onClick={() => {
              reset(formValuesOf({}));
              onSearch({});
            }}
          >
            {t('client.jobs.search.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
