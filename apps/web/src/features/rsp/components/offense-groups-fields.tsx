import type { Ref } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUP_LABELS,
  OFFENSE_GROUPS,
  OFFENSE_LABELS,
  toOptions,
  type Offense,
  type OffenseGroup,
  type OffenseGroupValues,
} from '@fairchance/shared';
import { Button } from '../../../components/ui/button.tsx';
import { MultiChoice } from '../../../components/ui/multi-choice.tsx';
import type { FieldErrorInput } from '../../../components/ui/field.tsx';

export interface OffenseGroupFieldProps {
  group: OffenseGroup;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: FieldErrorInput;
  ref?: Ref<HTMLInputElement>;
}

/** One offense category's choices with a 'Select all' (or 'Clear all' once all are chosen). */
export function OffenseGroupField({
  group,
  value,
  onChange,
  onBlur,
  error,
  ref,
}: OffenseGroupFieldProps) {
  const { t } = useTranslation();
  const offenses = OFFENSE_GROUPS[group] as readonly Offense[];
  const groupLabel = OFFENSE_GROUP_LABELS[group];
  const isAllChosen = offenses.every((offense) => value.includes(offense));
  return (
    <div className="rsp-offense-group">
      <MultiChoice
        label={groupLabel}
        name={group}
        options={toOptions(offenses, OFFENSE_LABELS)}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        isRequired
        hasColumns
        ref={ref}
      />
      <Button
        variant="ghost"
        size="sm"
        className="rsp-offense-group__toggle"
        aria-label={t(isAllChosen ? 'rsp.offenses.clearAllIn' : 'rsp.offenses.selectAllIn', {
          group: groupLabel,
        })}
        onClick={() => onChange(isAllChosen ? [] : [...offenses])}
      >
        {t(isAllChosen ? 'rsp.offenses.clearAll' : 'rsp.offenses.selectAll')}
      </Button>
    </div>
  );
}

/** A form that holds the seven offense groups (the organization's allowed offenses). */
export type OffenseGroupsFormValues = { [G in OffenseGroup]: OffenseGroupValues[G] };

export interface OffenseGroupsFieldsProps {
  control: Control<OffenseGroupsFormValues>;
  errors: FieldErrors<OffenseGroupsFormValues>;
}

/** The seven categories of SPEC §5, each needing at least one choice ('At least one required'). */
export function OffenseGroupsFields({ control, errors }: OffenseGroupsFieldsProps) {
  return (
    <div className="rsp-offense-groups">
      {OFFENSE_GROUP_KEYS.map((group) => (
        <Controller
          key={group}
          control={control}
          name={group}
          render={({ field }) => (
            <OffenseGroupField
              group={group}
              value={field.value}
              onChange={(next) => field.onChange(next)}
              onBlur={field.onBlur}
              error={errors[group]}
              ref={field.ref}
            />
          )}
        />
      ))}
    </div>
  );
}
