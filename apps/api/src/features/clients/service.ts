/**
 * The client's own profile (docs/data-model.md#client-profile): create and edit it, with the save
 * transform of docs/rules.md#client-profile-transform applied here on the server too, and the link
 * to a chosen reentry provider (docs/rules.md#provider-links).
 */
import {
  AppError,
  CALL_TEXT,
  NON_ORGANIZATION_PROVIDERS,
  PIPELINE_REQUEST_PROVIDER,
  applyClientProfilePatch,
  type ClientProfile,
  type ClientProfileData,
  type ClientProvider,
  type UpdateClientProfileRequest,
} from '@fairchance/shared';
import { isDeepStrictEqual } from 'node:util';
import { fieldIssues, invalidRequest } from '../../lib/invalid-request.ts';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { deleteProfileDraft, lockDraftOwner } from '../profile-drafts/queries.ts';
import { forgetOrganizationFigures } from '../organizations/kept-figures.ts';
import { findUserById, type UserRow } from '../users/queries.ts';
import { toClientProfile } from './mappers.ts';
import {
  clearOrganizationChoice,
  type ClientRow,
  deleteUntouchedLink,
  findChosenOrganization,
  findClientByUserId,
  findClientProviders,
  insertClient,
  isRegisteredOrganization,
  type OrganizationChoice,
  setUserPhone,
  updateClient,
  upsertLink,
  withdrawLink,
} from './queries.ts';

const notFound = () => new AppError('ResourceNotFound', API_TEXT.clients.profileNotFound);

/** The client profile of the signed-in user, when `id` is theirs; anything else is not found. */
export async function ownClient(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ row: ClientRow; user: UserRow }> {
  const row = await findClientByUserId(ctx.db, userId);
  const user = row ? await findUserById(ctx.db, userId) : undefined;
  if (!row || row.id !== id || !user) throw notFound();
  return { row, user };
}

/** The columns a stored profile writes (the phone lives on the user). */
function columnsOf(data: ClientProfileData) {
  const { phone: _phone, ...profile } = data;
  return profile;
}

/**
 * The organization a provider choice links to: a known provider, the pipeline's pick, or an
 * organization registered here chosen with 'other'.
 */
function chosenOrganization(data: ClientProfileData): OrganizationChoice | undefined {
  const isOrganization = (key: string | null): key is string =>
    key !== null && !(NON_ORGANIZATION_PROVIDERS as readonly string[]).includes(key);
  if (isOrganization(data.reentryServiceProvider)) {
    return { providerKey: data.reentryServiceProvider };
  }
  if (
    data.reentryServiceProvider === PIPELINE_REQUEST_PROVIDER &&
    isOrganization(data.reentryPipeline)
  ) {
    return { providerKey: data.reentryPipeline };
  }
  if (data.rspId) return { rspId: data.rspId };
  return undefined;
}

const sameChoice = (a: OrganizationChoice | undefined, b: OrganizationChoice | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A registered organization the client names must exist (before the profile refers to it). */
async function assertChosenOrganizationExists(db: Database, data: ClientProfileData) {
  if (!data.rspId) return;
  // A known provider is chosen by its key, not here.
  if (!(await isRegisteredOrganization(db, data.rspId))) {
    throw new AppError('InvalidRequest', CALL_TEXT.organizationNotFound, [
      { path: 'rspId', message: CALL_TEXT.organizationNotFound },
    ]);
  }
}

/**
 * A changed choice takes the client away from the organization chosen before, as long as it has
 * not acted on the link yet (still pending, nobody assigned, no notes): a client who picked the
 * wrong organization is not left visible to it. A case the organization works on stays; only the
 * organization closes it (docs/decisions/012).
 */
async function withdrawUntouchedLink(
  tx: Database,
  clientId: string,
  choice: OrganizationChoice,
): Promise<string | undefined> {
  const organization = await findChosenOrganization(tx, choice);
  if (!organization) return undefined;
  await deleteUntouchedLink(tx, clientId, organization.rsp.id);
  return organization.rsp.id;
}

/**
 * Links the client to the organization they chose (pending until the organization acts) and
 * tells both sides. Called inside the profile's transaction; choosing the same one again is quiet.
 * Answers the organizations whose links it may have changed (the one left, the one chosen).
 */
async function linkProvider(
  ctx: AppContext,
  tx: Database,
  client: { id: string; data: ClientProfileData },
  user: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'language'>,
  previous: ClientProfileData | undefined,
): Promise<string[]> {
  const dashboard = `${ctx.settings.publicUrl}/client/`;
  const choseNewPipeline =
    client.data.reentryServiceProvider === PIPELINE_REQUEST_PROVIDER &&
    previous?.reentryServiceProvider !== PIPELINE_REQUEST_PROVIDER;
  if (choseNewPipeline) {
    await enqueueMail(tx, {
      template: 'pipelineRequest',
      to: user.email,
      language: user.language,
      data: { firstName: user.firstName, url: dashboard },
    });
  }

  const choice = chosenOrganization(client.data);
  const before = previous ? chosenOrganization(previous) : undefined;
  if (before && sameChoice(before, choice)) return [];
  const left = before ? await withdrawUntouchedLink(tx, client.id, before) : undefined;
  const touched = left ? [left] : [];
  if (!choice) return touched;
  const provider = await findChosenOrganization(tx, choice);
  if (!provider) return touched;
  // A client who had stopped sharing with it and chooses it again shares again.
  const linked = await upsertLink(tx, provider.rsp.id, client.id);
  if (!linked) return touched;
  touched.push(provider.rsp.id);
  await enqueueMail(tx, {
    template: 'providerChosenClient',
    to: user.email,
    language: user.language,
    data: { firstName: user.firstName, providerName: provider.rsp.name, url: dashboard },
  });
  if (provider.owner?.email) {
    await enqueueMail(tx, {
      template: 'providerChosenOwner',
      to: provider.owner.email,
      language: provider.owner.language ?? 'en',
      data: {
        firstName: provider.owner.firstName ?? '',
        clientName: `${user.firstName} ${user.lastName}`,
        url: `${ctx.settings.publicUrl}/rsp/clients`,
      },
    });
  }
  return touched;
}

/** The answers an organization's statistics and reports count (`rsp_client_tallies`, the links' county). */
const COUNTED_ANSWERS = [
  'justiceStatus',
  'county',
  'releasedCounty',
  'support',
  'offense',
] as const;

const changesCountedAnswers = (before: ClientProfileData, after: ClientProfileData) =>
  COUNTED_ANSWERS.some((answer) => !isDeepStrictEqual(before[answer], after[answer]));

export async function createClientProfile(
  ctx: AppContext,
  userId: string,
  data: ClientProfileData,
): Promise<ClientProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('Unauthorized');
  if (await findClientByUserId(ctx.db, userId)) {
    throw new AppError('ResourceConflict', API_TEXT.clients.profileExists);
  }
  const { row, linked } = await ctx.db.transaction(async (tx) => {
    // First, so that an onboarding draft saved meanwhile cannot outlive the profile.
    await lockDraftOwner(tx, userId);
    await assertChosenOrganizationExists(tx, data);
    const created = await insertClient(tx, { userId, ...columnsOf(data) });
    if (!created) throw new AppError('ResourceConflict', API_TEXT.clients.profileExists);
    if (data.phone !== null) await setUserPhone(tx, userId, data.phone);
    const touched = await linkProvider(ctx, tx, { id: created.id, data }, user, undefined);
    // The draft's answers (offense history among them) are the profile's now: not kept twice.
    await deleteProfileDraft(tx, userId);
    return { row: created, linked: touched };
  });
  // The chosen organization counts this client in its figures now.
  forgetOrganizationFigures(ctx, ...linked);
  return toClientProfile(row, { ...user, phone: data.phone ?? user.phone });
}

export async function getClientProfile(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<ClientProfile> {
  const { row, user } = await ownClient(ctx, userId, id);
  return toClientProfile(row, user);
}

export async function updateClientProfile(
  ctx: AppContext,
  userId: string,
  id: string,
  patch: UpdateClientProfileRequest,
): Promise<ClientProfile> {
  const { row, user } = await ownClient(ctx, userId, id);
  const stored = toClientProfile(row, user);
  const merged = applyClientProfilePatch(stored, patch);
  if (!merged.success) {
    throw invalidRequest(fieldIssues(merged.error.issues), {
      namesField: false,
      fallback: API_TEXT.clients.profileInvalid,
    });
  }
  const data = merged.data;
  const { updated, changedFigures } = await ctx.db.transaction(async (tx) => {
    await assertChosenOrganizationExists(tx, data);
    const saved = await updateClient(tx, row.id, columnsOf(data));
    if (patch.phone !== undefined) await setUserPhone(tx, userId, data.phone);
    const touched = await linkProvider(ctx, tx, { id: row.id, data }, user, stored);
    // Every organization the profile is shared with counts its county, offenses and support needs.
    const sharedWith = changesCountedAnswers(stored, data)
      ? (await findClientProviders(tx, row.id)).map(({ rsp }) => rsp.id)
      : [];
    return { updated: saved, changedFigures: [...touched, ...sharedWith] };
  });
  forgetOrganizationFigures(ctx, ...changedFigures);
  return toClientProfile(updated, {
    ...user,
    phone: patch.phone !== undefined ? data.phone : user.phone,
  });
}

export async function getClientProviders(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<ClientProvider[]> {
  const { row } = await ownClient(ctx, userId, id);
  const links = await findClientProviders(ctx.db, row.id);
  return links.map(({ rsp, link }) => ({
    id: rsp.id,
    name: rsp.name,
    description: rsp.description,
    email: rsp.emailRspContact ?? rsp.email,
    phone: rsp.phoneRspContact ?? rsp.phone,
    status: link.status as ClientProvider['status'],
  }));
}

/**
 * The client stops sharing with an organization: it no longer sees them (its clients list, the
 * profile, the applications), whatever the state of the case. A profile choice that named it is
 * cleared, so a later edit does not link it again; choosing it again shares again.
 */
export async function stopSharingWithProvider(
  ctx: AppContext,
  userId: string,
  id: string,
  rspId: string,
): Promise<void> {
  const { row, user } = await ownClient(ctx, userId, id);
  await ctx.db.transaction(async (tx) => {
    const withdrawn = await withdrawLink(tx, row.id, rspId);
    if (!withdrawn) throw new AppError('ResourceNotFound', API_TEXT.clients.providerNotFound);

    const choice = chosenOrganization(toClientProfile(row, user));
    const chosen = choice ? await findChosenOrganization(tx, choice) : undefined;
    if (chosen?.rsp.id === rspId) {
      await clearOrganizationChoice(tx, row.id);
    }
  });
  forgetOrganizationFigures(ctx, rspId);
}
