import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUP_LABELS,
  OFFENSE_GROUPS,
  OFFENSE_LABELS,
  toOptions,
  type OffenseGroup,
} from '@fairchance/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError, errorMessageOf } from '../../../../components/ui/field.tsx';
import { MultiChoice } from '../../../../components/ui/multi-choice.tsx';
import { translateValidationMessage } from '../../../../i18n/validation-message.ts';
import { useProfileForm } from './fields.tsx';
import { allOffenseGroups, type ProfileFieldName } from './model.ts';
import '../client.css';

const SET_OPTIONS = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/**
 * The offense categories in their 7 groups, with Select All and Clear All (SPEC §2). Emptying
 * the sexual group answers the registry and SBN questions 'no' again (SPEC §2, §3).
 */
export function OffenseCategoriesField() {
  const { t } = useTranslation();
  const { control, setValue, formState, trigger } = useProfileForm();
  const groups = useWatch({ control, name: [...OFFENSE_GROUP_KEYS] });
  const count = groups.reduce((sum, list) => sum + (list?.length ?? 0), 0);
  // The schema reports "at least one" on the merged list, which has no field of its own.
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const rawMessage = errorMessageOf(errors.offense);
  const message = rawMessage === undefined ? undefined : translateValidationMessage(t, rawMessage);

  function resetSexualAnswers() {
    setValue('sexualOffenderRegistry', 'no', { shouldDirty: true });
    setValue('sbn', 'no', { shouldDirty: true });
  }

  function setGroup(group: OffenseGroup, values: readonly string[]) {
    // Each group only holds its own categories; the value lists come from OFFENSE_GROUPS.
    setValue(group as ProfileFieldName, [...values] as never, SET_OPTIONS);
  }

  function afterChange() {
    // Keep a shown "at least one" message in step with the choices.
    if (errors.offense) void trigger('offense' as ProfileFieldName);
  }

  function selectAll() {
    const all = allOffenseGroups();
    for (const group of OFFENSE_GROUP_KEYS) setGroup(group, all[group]);
    afterChange();
  }

  function clearAll() {
    for (const group of OFFENSE_GROUP_KEYS) setGroup(group, []);
    resetSexualAnswers();
    afterChange();
  }

  return (
    <div className="offense-field">
      <div className="offense-field__toolbar">
        <Button variant="secondary" size="sm" onClick={selectAll}>
          {t('client.fields.selectAll')}
        </Button>
        <Button variant="secondary" size="sm" onClick={clearAll}>
          {t('client.fields.clearAll')}
        </Button>
        <p className="offense-field__count" aria-live="polite">
          {t('client.fields.offensesSelected', { count })}
        </p>
      </div>
      <FieldError id={message ? 'offense-error' : undefined} message={message} />
      <div className="offense-field__groups">
        {OFFENSE_GROUP_KEYS.map((group) => (
          <Controller
            key={group}
            control={control}
            name={group}
            render={({ field, fieldState }) => (
              <MultiChoice
                label={OFFENSE_GROUP_LABELS[group]}
                name={field.name}
                options={toOptions(OFFENSE_GROUPS[group], OFFENSE_LABELS)}
                value={field.value ?? []}
                onChange={(value) => {
                  field.onChange(value);
                  if (group === 'offenseSexual' && value.length === 0) resetSexualAnswers();
                  afterChange();
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error}
              />
            )}
          />
        ))}
      </div>
    </div>
  );
}
