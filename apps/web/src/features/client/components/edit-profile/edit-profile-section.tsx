import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PIPELINE_REQUEST_PROVIDER,
  toClientProfileFormValues,
  type ClientProfile,
  type UpdateClientProfileRequestInput,
} from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths, type EditProfileSlug } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useClientProfile } from '#web/features/client/api/get-client-profile.ts';
import { useUpdateClientProfile } from '#web/features/client/api/update-client-profile.ts';
import {
  AddressFields,
  DiversityFields,
  ExpectedReleaseField,
  FacilityField,
  JusticeRadioField,
  JusticeStatusField,
  PipelineField,
  ProviderField,
  ReleaseCountyField,
  SkillsField,
  StatementField,
  StrengthsField,
  SummaryField,
  SupportField,
  useProfileForm,
} from '#web/features/client/components/profile-form/fields.tsx';
import {
  EducationList,
  ExperienceList,
  LanguageList,
  LicenseList,
} from '#web/features/client/components/profile-form/lists.tsx';
import {
  OFFENSE_PATHS,
  ProfileEditFormSchema,
  isIssueOf,
  isSameValue,
  type ProfileFieldName,
  type ProfileFormInput,
  type ProfileFormValues,
  type ProfilePath,
} from '#web/features/client/components/profile-form/model.ts';
import { OrganizationField } from '#web/features/client/components/profile-form/organization-field.tsx';
import { OffenseCategoriesField } from '#web/features/client/components/profile-form/offense-fields.tsx';
import { useFieldsValidity } from '#web/features/client/components/profile-form/use-fields-validity.ts';
import '#web/features/client/components/client.css';

/** The fields each edit screen changes (and validates). */
export const SECTION_FIELDS: Record<EditProfileSlug, readonly ProfilePath[]> = {
  professionalSummary: ['personalSummary'],
  statement: ['personalStatement'],
  offenseHistory: [
    'justiceStatus',
    'facility',
    'expectedReleasedAt',
    'releasedCounty',
    ...OFFENSE_PATHS,
    'sexualOffenderRegistry',
    'sbn',
    'timeServed',
    'releasedAt',
    'stateOrFederal',
  ],
  employmentHistory: ['relativeExperience'],
  education: ['education'],
  licenses: ['license'],
  personalStrengths: ['personalStrengths'],
  skills: ['experience'],
  languages: ['languages'],
  supportNeeds: ['support'],
  address: ['address', 'city', 'state', 'postalCode', 'county'],
  diversity: ['diversity'],
  provider: ['reentryServiceProvider', 'rspId', 'reentryPipeline'],
};

/** Sections reached from account settings go back there; the others back to the profile. */
function homeOf(slug: EditProfileSlug) {
  return slug === 'address' || slug === 'diversity'
    ? {
        to: paths.client.accountSettings,
        label: 'client.editProfile.backToAccountSettings' as const,
      }
    : { to: paths.client.profile, label: 'client.editProfile.backToProfile' as const };
}

/** Sections edited as a list: their entry forms sit outside the section's own form. */
const LIST_SECTIONS: Partial<
  Record<EditProfileSlug, (props: { onEditingChange: (isEditing: boolean) => void }) => ReactNode>
> = {
  employmentHistory: (props) => <ExperienceList level={2} {...props} />,
  education: (props) => <EducationList level={2} {...props} />,
  licenses: (props) => <LicenseList level={2} {...props} />,
  languages: (props) => <LanguageList level={2} {...props} />,
};

/** Edit one section of the profile (docs/product.md /client/edit-profile/{slug}). */
export function EditProfileSection({ slug }: { slug: EditProfileSlug }) {
  const { t } = useTranslation();
  const profile = useClientProfile();
  const title = t('client.editProfile.title', {
    section: t(`client.editProfile.sections.${slug}`),
  });
  return (
    <Page title={title}>
      <Link className="back-link" to={homeOf(slug).to}>
        {t(homeOf(slug).label)}
      </Link>
      {profile.data ? (
        <SectionForm key={profile.data.updatedAt ?? ''} slug={slug} profile={profile.data} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}

function SectionForm({ slug, profile }: { slug: EditProfileSlug; profile: ClientProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateClientProfile(profile.id);
  const handleApiError = useApiErrorHandler();
  const defaults = useMemo(
    () => toClientProfileFormValues(profile) as DefaultValues<ProfileFormInput>,
    [profile],
  );
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileEditFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const fields = SECTION_FIELDS[slug];
  const isValid = useFieldsValidity(form.control, ProfileEditFormSchema, fields);
  const [isEditingEntry, setEditingEntry] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const { isDirty } = form.formState;
  // docs/web-app.md#forms-and-wizards: in edit forms, Save is enabled only when the form is valid
  // and changed.
  const canSave = isDirty && isValid && !isEditingEntry;

  /** The section's changed fields, as the form holds them (the server takes the form shape). */
  function changes(): UpdateClientProfileRequestInput {
    const values = form.getValues();
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === 'offense') continue;
      const value = values[field as keyof ProfileFormInput];
      if (!isSameValue(value, defaults[field as keyof ProfileFormInput])) body[field] = value;
    }
    return body;
  }

  async function save() {
    if (!canSave || isSaving) return;
    setSaving(true);
    try {
      const isSectionValid = await form.trigger(fields as ProfileFieldName[], {
        shouldFocus: true,
      });
      if (!isSectionValid) return;
      try {
        await update.mutateAsync(changes());
      } catch (error) {
        const details = isApiError(error)
          ? error.details.filter((detail) => isIssueOf(detail.path.split('.'), fields))
          : [];
        if (details.length > 0) {
          details.forEach((detail, index) =>
            form.setError(
              detail.path as ProfileFieldName,
              { type: 'server', message: detail.message },
              { shouldFocus: index === 0 },
            ),
          );
          return;
        }
        handleApiError(error);
        return;
      }
      toast.success(t('client.editProfile.updated'));
      await navigate(homeOf(slug).to);
    } finally {
      setSaving(false);
    }
  }

  const renderList = LIST_SECTIONS[slug];
  return (
    <FormProvider {...form}>
      <div className="edit-section">
        {renderList?.({ onEditingChange: setEditingEntry })}
        <form
          className="edit-section__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {!renderList && <SectionFields slug={slug} />}
          <div className="edit-section__actions">
            <ButtonLink to={homeOf(slug).to} variant="secondary">
              {t('client.editProfile.cancel')}
            </ButtonLink>
            <Button type="submit" disabled={!canSave} isLoading={isSaving}>
              {t('client.editProfile.save')}
            </Button>
          </div>
        </form>
      </div>
    </FormProvider>
  );
}

function SectionFields({ slug }: { slug: EditProfileSlug }) {
  switch (slug) {
    case 'professionalSummary':
      return <SummaryField />;
    case 'statement':
      return <StatementField />;
    case 'offenseHistory':
      return <OffenseHistoryFields />;
    case 'personalStrengths':
      return <StrengthsField />;
    case 'skills':
      return <SkillsField />;
    case 'supportNeeds':
      return <SupportField />;
    case 'address':
      return <AddressFields />;
    case 'diversity':
      return <DiversityFields />;
    case 'provider':
      return <ProviderFields />;
    default:
      return null;
  }
}

/**
 * The provider, with the organization search for "Other" and the pick of the pipeline request: the
 * onboarding's provider and pipeline steps on one screen.
 */
function ProviderFields() {
  const { control } = useProfileForm();
  const provider = useWatch({ control, name: 'reentryServiceProvider' });
  return (
    <>
      <ProviderField />
      <OrganizationField />
      {provider === PIPELINE_REQUEST_PROVIDER && <PipelineField />}
    </>
  );
}

/** The justice status and, as it asks for them, the release and offense questions. */
function OffenseHistoryFields() {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  const headingId = useId();
  const status = useWatch({ control, name: 'justiceStatus' });
  const sexual = useWatch({ control, name: 'offenseSexual' }) ?? [];
  const isIncarcerated = status === 'currentlyIncarcerated';
  return (
    <>
      <JusticeStatusField />
      {isIncarcerated && (
        <>
          <FacilityField />
          <ExpectedReleaseField />
          <ReleaseCountyField />
        </>
      )}
      {status && status !== 'noOffense' && (
        <>
          <section aria-labelledby={headingId} className="edit-section__group">
            <h2 id={headingId}>{t('client.fields.offenses')}</h2>
            <OffenseCategoriesField />
          </section>
          {sexual.length > 0 && (
            <>
              <JusticeRadioField name="sexualOffenderRegistry" />
              <JusticeRadioField name="sbn" />
            </>
          )}
          <JusticeRadioField name="timeServed" />
          {!isIncarcerated && <JusticeRadioField name="releasedAt" />}
          <JusticeRadioField name="stateOrFederal" />
        </>
      )}
    </>
  );
}
