import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  IdSchema,
  isOneOf,
  OFFENSE_GROUP_LABELS,
  OFFENSES,
  OFFENSE_LABELS,
  offenseGroupOf,
  NAME_MAX_LENGTH,
  RSP_CLIENT_SORTS,
  RSP_CLIENT_STATUS_LABELS,
  RSP_CLIENT_STATUSES,
  SUPPORT_NEED_LABELS,
  SUPPORT_NEEDS,
  WISCONSIN_COUNTIES,
  WISCONSIN_COUNTY_LABELS,
  type CaseManager,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, type SelectOption } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { RspClientFilters } from '#web/features/rsp/api/get-rsp-clients.ts';
import { nameOf } from '#web/features/rsp/lib/format.ts';
import { localized, localizedOptions } from '#web/i18n/labels.ts';

/** The query-string names of the filters, the name searched and the order (the API's own names). */
export const FILTER_KEYS = [
  'q',
  'attention',
  'status',
  'caseManagerId',
  'support',
  'offense',
  'county',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters a query string holds; unknown or malformed values are ignored. */
export function filtersFromSearchParams(params: URLSearchParams): RspClientFilters {
  const filters: RspClientFilters = {};
  const q = params.get('q')?.trim().slice(0, NAME_MAX_LENGTH);
  if (q) filters.q = q;
  if (params.get('attention') === 'true') filters.attention = 'true';
  const sort = params.get('sort');
  // The most recent activity is the default order: only the other one is named.
  if (isOneOf(RSP_CLIENT_SORTS, sort) && sort !== 'activity') filters.sort = sort;
  const status = params.get('status');
  if (isOneOf(RSP_CLIENT_STATUSES, status)) filters.status = status;
  const caseManagerId = params.get('caseManagerId');
  if (caseManagerId && IdSchema.safeParse(caseManagerId).success) {
    filters.caseManagerId = caseManagerId;
  }
  const support = params.get('support');
  if (isOneOf(SUPPORT_NEEDS, support)) filters.support = support;
  const offense = params.get('offense');
  if (isOneOf(OFFENSES, offense)) filters.offense = offense;
  const county = params.get('county');
  if (isOneOf(WISCONSIN_COUNTIES, county)) filters.county = county;
  return filters;
}

/** The query string of a set of filters: only the ones that are set, in a stable order. */
export function searchParamsFromFilters(filters: Record<FilterKey, string | undefined>) {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value && !(key === 'sort' && value === 'activity')) params.set(key, value);
  }
  return params;
}

/** Whether the list is narrowed (the order alone narrows nothing). */
export const isFiltered = (filters: RspClientFilters) =>
  Object.keys(filters).some((key) => key !== 'sort');

const statusOptions = () => localizedOptions(RSP_CLIENT_STATUSES, RSP_CLIENT_STATUS_LABELS);
const supportOptions = () => localizedOptions(SUPPORT_NEEDS, SUPPORT_NEED_LABELS);
const offenseOptions = (): SelectOption[] =>
  OFFENSES.map((offense) => ({
    value: offense,
    label: `${localized(OFFENSE_LABELS)[offense]} (${localized(OFFENSE_GROUP_LABELS)[offenseGroupOf(offense)]})`,
  }));
const countyOptions = () => localizedOptions(WISCONSIN_COUNTIES, WISCONSIN_COUNTY_LABELS);

type FilterFormValues = Record<FilterKey, string>;

export interface ClientFiltersProps {
  filters: RspClientFilters;
  /** The case managers to filter by (owner); none hides the filter. */
  caseManagers?: readonly CaseManager[] | undefined;
  onApply: (params: URLSearchParams) => void;
}

/**
 * docs/rules.md: search by name, only those who need attention (docs/rules.md#the-attention-list),
 * the order, and filter by status, case manager (owner), support need, offense and county. A plain
 * form: choosing changes nothing until 'Apply filters', which puts the filters in the query
 * string (so a filtered list can be bookmarked and the back button undoes a filter).
 */
export function ClientFilters({ filters, caseManagers, onApply }: ClientFiltersProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const values: FilterFormValues = {
    q: filters.q ?? '',
    attention: filters.attention ?? '',
    sort: filters.sort ?? 'activity',
    status: filters.status ?? '',
    caseManagerId: filters.caseManagerId ?? '',
    support: filters.support ?? '',
    offense: filters.offense ?? '',
    county: filters.county ?? '',
  };
  const { register, handleSubmit, reset } = useForm<FilterFormValues>({ values });
  const hasFilters = isFiltered(filters);
  const any = t('rsp.clients.filters.any');

  const caseManagerOptions: SelectOption[] = (caseManagers ?? []).map((caseManager) => ({
    value: caseManager.userId,
    label: nameOf(caseManager),
  }));

  return (
    <form
      className="rsp-filters"
      role="search"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((form) => onApply(searchParamsFromFilters(form)))(event)
      }
    >
      <h2 id={headingId} className="rsp-filters__title">
        {t('rsp.clients.filters.title')}
      </h2>
      <div className="rsp-filters__fields">
        <TextField
          type="search"
          label={t('rsp.clients.filters.name')}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          {...register('q')}
        />
        <SelectField
          label={t('rsp.clients.filters.show')}
          options={[{ value: 'true', label: t('rsp.clients.filters.needsAttention') }]}
          placeholder={t('rsp.clients.filters.allClients')}
          {...register('attention')}
        />
        <SelectField
          label={t('rsp.clients.filters.sort')}
          options={RSP_CLIENT_SORTS.map((sort) => ({
            value: sort,
            label: t(`rsp.clients.filters.sorts.${sort}`),
          }))}
          placeholder={false}
          {...register('sort')}
        />
        <SelectField
          label={t('rsp.clients.filters.status')}
          options={statusOptions()}
          placeholder={any}
          {...register('status')}
        />
        {caseManagers && (
          <SelectField
            label={t('rsp.clients.filters.caseManager')}
            options={caseManagerOptions}
            placeholder={any}
            {...register('caseManagerId')}
          />
        )}
        <SelectField
          label={t('rsp.clients.filters.support')}
          options={supportOptions()}
          placeholder={any}
          {...register('support')}
        />
        <SelectField
          label={t('rsp.clients.filters.offense')}
          options={offenseOptions()}
          placeholder={any}
          {...register('offense')}
        />
        <SelectField
          label={t('rsp.clients.filters.county')}
          options={countyOptions()}
          placeholder={any}
          {...register('county')}
        />
      </div>
      <div className="rsp-form-actions">
        <Button type="submit">{t('rsp.clients.filters.apply')}</Button>
        {hasFilters && (
          <Button
            variant="ghost"
            onClick={() => {
              reset({
                q: '',
                attention: '',
                sort: 'activity',
                status: '',
                caseManagerId: '',
                support: '',
                offense: '',
                county: '',
              });
              onApply(new URLSearchParams());
            }}
          >
            {t('rsp.clients.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
