/**
 * The company's team (docs/rules.md#employer-team): its members and pending invitations, which
 * every member reads; the owner also invites colleagues, withdraws invitations and removes
 * colleagues, each removal or withdrawal after a confirmation. The server refuses the owner-only
 * calls to anyone else: the read-only view is a courtesy, not the protection.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  fullName,
  InviteColleagueRequestSchema,
  type EmployerInvitation,
  type EmployerMember,
  type InviteColleagueFormValues,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { ConfirmModal } from '#web/components/ui/modal.tsx';
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
  const [pending, setPending] = useState<EmployerMember | null>(null);

  function confirmRemoval(member: EmployerMember) {
    remove.mutate(member, {
      onSuccess: () => {
        setPending(null);
        toast.success(t('employer.team.removed', { name: nameOf(member) }));
      },
      onError: (error) => {
        setPending(null);
        handleApiError(error);
      },
    });
  }

  return (
    <section className="employer-team__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('employer.team.members')}</h2>
      {members.isPending ? (
        <Spinner label={t('employer.team.loading')} />
      ) : members.isError ? (
        <LoadError onRetry={() => void members.refetch()} />
      ) : (
        <ul className="employer-team__list">
          {members.data.map((member) => {
            const name = nameOf(member);
            return (
              <li key={member.userId} className="employer-team__item">
                <div>
                  <p className="employer-team__name">
                    {name}{' '}
                    <span className="employer-team__role">
                      {t(`employer.team.role.${member.role}`)}
                    </span>
                  </p>
                  <p className="muted">
                    {member.email} ·{' '}
                    {t('employer.team.joined', {
                      date: formatDate(member.joinedAt, i18n.language),
                    })}
                  </p>
                </div>
                {isOwner && member.role === 'member' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('employer.team.removeLabel', { name })}
                    onClick={() => setPending(member)}
                  >
                    {t('employer.team.remove')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmModal
        isOpen={pending !== null}
        title={pending ? t('employer.team.removeConfirm', { name: nameOf(pending) }) : ''}
        message={t('employer.team.removeDetail')}
        confirmLabel={t('employer.team.remove')}
        cancelLabel={t('common.cancel')}
        isDanger
        isConfirming={remove.isPending}
        onConfirm={() => pending && confirmRemoval(pending)}
        onCancel={() => setPending(null)}
      />
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
  const [pending, setPending] = useState<EmployerInvitation | null>(null);

  function confirmWithdrawal(invitation: EmployerInvitation) {
    withdraw.mutate(invitation, {
      onSuccess: () => {
        setPending(null);
        toast.success(t('employer.team.withdrawn'));
      },
      onError: (error) => {
        setPending(null);
        handleApiError(error);
      },
    });
  }

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
        <ul className="employer-team__list">
          {invitations.data.map((invitation) => {
            const name = nameOf(invitation);
            return (
              <li key={invitation.id} className="employer-team__item">
                <div>
                  <p className="employer-team__name">{name}</p>
                  <p className="muted">
                    {invitation.email} ·{' '}
                    {t('employer.team.sent', {
                      date: formatDate(invitation.createdAt, i18n.language),
                    })}
                  </p>
                </div>
                {isOwner && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('employer.team.withdrawLabel', { name })}
                    onClick={() => setPending(invitation)}
                  >
                    {t('employer.team.withdraw')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmModal
        isOpen={pending !== null}
        title={pending ? t('employer.team.withdrawConfirm', { name: nameOf(pending) }) : ''}
        message={t('employer.team.withdrawDetail')}
        confirmLabel={t('employer.team.withdraw')}
        cancelLabel={t('common.cancel')}
        isDanger
        isConfirming={withdraw.isPending}
        onConfirm={() => pending && confirmWithdrawal(pending)}
        onCancel={() => setPending(null)}
      />
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
