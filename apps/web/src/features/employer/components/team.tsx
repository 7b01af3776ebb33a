/**
 * The company's team (docs/rules.md#employer-team): its members and pending invitations, which
 * every member reads; the owner also invites colleagues, withdraws invitations and removes
 * colleagues, each removal or withdrawal after a confirmation. The server refuses the owner-only
 * calls to anyone else: the read-only view is a courtesy, not the protection.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  fullName,
  InviteColleagueRequestSchema,
  type InviteColleagueFormValues,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PeopleList } from '#web/components/ui/people-list.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useTeamInvitations } from '#web/features/employer/api/get-team-invitations.ts';
import { useTeamMembers } from '#web/features/employer/api/get-team-members.ts';
import { useInviteColleague } from '#web/features/employer/api/invite-colleague.ts';
import { useRemoveTeamMember } from '#web/features/employer/api/remove-team-member.ts';
import { useWithdrawTeamInvitation } from '#web/features/employer/api/withdraw-team-invitation.ts';
import { formatDate } from '#web/features/employer/format.ts';
import './employer.css';

const INVITE_FIELDS = ['firstName', 'lastName', 'email'] as const;
const nameOf = (person: { firstName: string; lastName: string }) =>
  fullName(person.firstName, person.lastName);

interface TeamProps {
  employerId: string;
  /** The owner acts on the team; a colleague reads it. */
  isOwner: boolean;
}

export function Team({ employerId, isOwner }: TeamProps) {
  const { t } = useTranslation();
  return (
    <>
      {!isOwner && <p className="muted">{t('employer.team.readOnly')}</p>}
      <TeamMembers employerId={employerId} isOwner={isOwner} />
      <TeamInvitations employerId={employerId} isOwner={isOwner} />
      {isOwner && <InviteColleagueForm employerId={employerId} />}
    </>
  );
}

function TeamMembers({ employerId, isOwner }: TeamProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const headingId = useId();
  const members = useTeamMembers(employerId);
  const remove = useRemoveTeamMember(employerId);

  return (
    <section className="employer-team__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('employer.team.members')}</h2>
      {members.isPending ? (
        <Spinner label={t('employer.team.loading')} />
      ) : members.isError ? (
        <LoadError onRetry={() => void members.refetch()} />
      ) : (
        <PeopleList
          items={members.data}
          keyOf={(member) => member.userId}
          nameOf={nameOf}
          badgeOf={(member) => t(`employer.team.role.${member.role}`)}
          detailsOf={(member) =>
            `${member.email} · ${t('employer.team.joined', {
              date: formatDate(member.joinedAt, i18n.language),
            })}`
          }
          action={
            isOwner
              ? {
                  label: t('employer.team.remove'),
                  labelFor: (name) => t('employer.team.removeLabel', { name }),
                  confirmTitle: (name) => t('employer.team.removeConfirm', { name }),
                  confirmMessage: t('employer.team.removeDetail'),
                  isOfferedFor: (member) => member.role === 'member',
                  isConfirming: remove.isPending,
                  onConfirm: async (member) => {
                    try {
                      await remove.mutateAsync(member);
                      toast.success(t('employer.team.removed', { name: nameOf(member) }));
                    } catch (error) {
                      handleApiError(error);
                    }
                  },
                }
              : undefined
          }
        />
      )}
    </section>
  );
}

function TeamInvitations({ employerId, isOwner }: TeamProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const headingId = useId();
  const invitations = useTeamInvitations(employerId);
  const withdraw = useWithdrawTeamInvitation(employerId);

  return (
    <section className="employer-team__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('employer.team.invitations')}</h2>
      {invitations.isPending ? (
        <Spinner label={t('employer.team.loading')} />
      ) : invitations.isError ? (
        <LoadError onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <p className="muted">{t('employer.team.noInvitations')}</p>
      ) : (
        <PeopleList
          items={invitations.data}
          keyOf={(invitation) => invitation.id}
          nameOf={nameOf}
          detailsOf={(invitation) =>
            `${invitation.email} · ${t('employer.team.sent', {
              date: formatDate(invitation.createdAt, i18n.language),
            })}`
          }
          action={
            isOwner
              ? {
                  label: t('employer.team.withdraw'),
                  labelFor: (name) => t('employer.team.withdrawLabel', { name }),
                  confirmTitle: (name) => t('employer.team.withdrawConfirm', { name }),
                  confirmMessage: t('employer.team.withdrawDetail'),
                  isConfirming: withdraw.isPending,
                  onConfirm: async (invitation) => {
                    try {
                      await withdraw.mutateAsync(invitation);
                      toast.success(t('employer.team.withdrawn'));
                    } catch (error) {
                      handleApiError(error);
                    }
                  },
                }
              : undefined
          }
        />
      )}
    </section>
  );
}

function InviteColleagueForm({ employerId }: { employerId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const headingId = useId();
  const invite = useInviteColleague(employerId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteColleagueFormValues, unknown, z.output<typeof InviteColleagueRequestSchema>>({
    resolver: zodResolver(InviteColleagueRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      handleApiError(error, { setError, fields: INVITE_FIELDS });
      return;
    }
    toast.success(t('employer.team.invited', { email: values.email }));
    reset();
  });

  return (
    <section className="employer-team__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('employer.team.invite')}</h2>
      <p className="muted">{t('employer.team.inviteHelp')}</p>
      <form className="employer-team__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="form-row">
          <TextField
            label={t('employer.team.firstName')}
            autoComplete="off"
            isRequired
            error={errors.firstName}
            {...register('firstName')}
          />
          <TextField
            label={t('employer.team.lastName')}
            autoComplete="off"
            isRequired
            error={errors.lastName}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('employer.team.email')}
          type="email"
          autoComplete="off"
          isRequired
          error={errors.email}
          {...register('email')}
        />
        <Button type="submit" isLoading={isSubmitting}>
          {t('employer.team.send')}
        </Button>
      </form>
    </section>
  );
}
