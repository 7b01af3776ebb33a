import {
  Controller,
  useWatch,
  type Control,
  type FieldValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUP_LABELS,
  OFFENSE_GROUPS,
  OFFENSE_LABELS,
  type OffenseGroup,
  type OffenseGroupValues,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, useField, type FieldErrorInput } from '#web/components/ui/field.tsx';
import { MultiChoice } from '#web/components/ui/multi-choice.tsx';
import './offense-groups-field.css';
import { localized, localizedOptions } from '#web/i18n/labels.ts';

/** A form that holds the seven offense groups under their own names (OFFENSE_GROUP_KEYS). */
export type OffenseGroupsFormValues = { [G in OffenseGroup]: OffenseGroupValues[G] };

/** What a form must have to use the picker: the groups as lists, under their own names. */
export type OffenseGroupsFields = { [G in OffenseGroup]?: readonly string[] | null | undefined };

/** The groups a change set, with their new categories. */
export type OffenseGroupsChange = Partial<Record<OffenseGroup, string[]>>;

const SET_OPTIONS = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

type SelectAllProps<T extends FieldValues> =
  /** One Select All and one Clear All above the groups, for every group at once. */
  | { selectAll: 'all'; setValue: UseFormSetValue<T> }
  /** A 'Select all' on each group, which turns into 'Clear all' once the group is all chosen. */
  | { selectAll: 'each'; setValue?: undefined };

export type OffenseGroupsFieldProps<
  T extends OffenseGroupsFields,
  TContext,
  TOutput extends FieldValues,
> = SelectAllProps<T> & {
  control: Control<T, TContext, TOutput>;
  /** Shows how many categories are chosen, next to Select All. */
  hasCount?: boolean;
  /** Two columns of categories from the desktop breakpoint. */
  hasColumns?: boolean;
  /** Each group needs a choice (marked on its legend). */
  isRequired?: boolean;
  /** An error about the groups together (e.g. "at least one" on the merged list). */
  error?: FieldErrorInput;
  /** Told after the person changes groups, with what they changed. */
  onChange?: (change: OffenseGroupsChange) => void;
};

/**
 * The offense categories in their seven groups (docs/product.md, docs/validation.md), each group a
 * field of the form under its own name, with Select All and Clear All. The client profile, the job
 * and the organization each bind it to their own form.
 */
export function OffenseGroupsField<
  T extends OffenseGroupsFields,
  TContext,
  TOutput extends FieldValues,
>(props: OffenseGroupsFieldProps<T, TContext, TOutput>) {
  const { hasCount = false, hasColumns = false, isRequired = false, error, onChange } = props;
  const { t } = useTranslation();
  const field = useField({ error });
  // T's constraint types the groups as lists under their own names; react-hook-form's path types
  // cannot follow that through a type parameter, so the picker speaks to the groups' form type.
  const control = props.control as unknown as Control<OffenseGroupsFormValues>;
  const setValue = props.setValue as UseFormSetValue<OffenseGroupsFormValues> | undefined;

  function setEveryGroup(isSelected: boolean) {
    if (!setValue) return;
    const change: OffenseGroupsChange = {};
    for (const group of OFFENSE_GROUP_KEYS) {
      const values = isSelected ? [...OFFENSE_GROUPS[group]] : [];
      change[group] = values;
      // Each group only holds its own categories: the union of groups cannot be typed per group.
      setValue(group, values as never, SET_OPTIONS);
    }
    onChange?.(change);
  }

  return (
    <div className="offense-groups">
      {props.selectAll === 'all' && (
        <div className="offense-groups__toolbar">
          <Button variant="secondary" size="sm" onClick={() => setEveryGroup(true)}>
            {t('common.offenses.selectAll')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEveryGroup(false)}>
            {t('common.offenses.clearAll')}
          </Button>
          {hasCount && <OffenseCount control={control} />}
        </div>
      )}
      <FieldError id={field.errorId} message={field.message} />
      {OFFENSE_GROUP_KEYS.map((group) => (
        <Controller
          key={group}
          control={control}
          name={group}
          render={({ field: groupField, fieldState }) => {
            const value: readonly string[] = groupField.value ?? [];
            function change(next: string[]) {
              groupField.onChange(next);
              onChange?.({ [group]: next });
            }
            const choices = (
              <MultiChoice
                label={localized(OFFENSE_GROUP_LABELS)[group]}
                name={groupField.name}
                options={localizedOptions(OFFENSE_GROUPS[group], OFFENSE_LABELS)}
                value={value}
                onChange={change}
                onBlur={groupField.onBlur}
                ref={groupField.ref}
                error={fieldState.error}
                isRequired={isRequired}
                hasColumns={hasColumns}
              />
            );
            if (props.selectAll === 'all') return choices;
            return (
              <div className="offense-group">
                {choices}
                <GroupToggle group={group} value={value} onChange={change} />
              </div>
            );
          }}
        />
      ))}
    </div>
  );
}

/** How many categories are chosen, in all groups. */
function OffenseCount({ control }: { control: Control<OffenseGroupsFormValues> }) {
  const { t } = useTranslation();
  const groups = useWatch({ control, name: [...OFFENSE_GROUP_KEYS] });
  const count = groups.reduce((sum, list: readonly string[] | undefined) => {
    return sum + (list?.length ?? 0);
  }, 0);
  return (
    <p className="offense-groups__count" aria-live="polite">
      {t('common.offenses.selected', { count })}
    </p>
  );
}

/** One group's 'Select all', or 'Clear all' once every category of the group is chosen. */
function GroupToggle({
  group,
  value,
  onChange,
}: {
  group: OffenseGroup;
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const offenses: readonly string[] = OFFENSE_GROUPS[group];
  const isAllChosen = offenses.every((offense) => value.includes(offense));
  return (
    <Button
      variant="ghost"
      size="sm"
      className="offense-group__toggle"
      aria-label={t(
        isAllChosen ? 'common.offenses.clearGroupLabel' : 'common.offenses.selectGroupLabel',
        { group: localized(OFFENSE_GROUP_LABELS)[group] },
      )}
      onClick={() => onChange(isAllChosen ? [] : [...offenses])}
    >
      {t(isAllChosen ? 'common.offenses.clearGroup' : 'common.offenses.selectGroup')}
    </Button>
  );
}
