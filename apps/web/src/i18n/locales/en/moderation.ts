/**
 * The staff console's Job posts and Organizations in English (decisions 037 and 038), merged into
 * the catalogue as `moderation`.
 */
export const moderation = {
  jobPosts: {
    title: 'Job posts',
    description:
      'Posts the fair-chance language check flags and posts job seekers report. Unpublishing hides a post from every job seeker; the employer is e-mailed your reason.',
    view: 'Show',
    searchLabel: 'Search by job title or company',
    listLabel: 'Job posts',
    emptyTitle: 'No job posts here',
    emptyAttention: 'No post is flagged or reported right now.',
    emptyUnpublished: 'No post is unpublished.',
    emptySearch: 'No post matches your search.',
    postedOn: 'Posted {{date}} by {{company}}',
    flags: 'Language check',
    reports_one: '{{count}} open report',
    reports_other: '{{count}} open reports',
    reportLine: '{{reason}}, {{date}}',
    noReports: 'No open reports.',
    unpublishedOn: 'Unpublished {{date}}. Reason: {{reason}}',
    employerStatus: 'Employer status: {{status}}',
    unpublish: 'Unpublish',
    restore: 'Restore',
    unpublishTitle: 'Unpublish “{{title}}”',
    unpublishDescription:
      'Job seekers will no longer see this post. Its open reports are closed. The employer is e-mailed your reason and can still edit the post.',
    restoreTitle: 'Restore “{{title}}”',
    restoreDescription:
      'The post gets back the status its employer had set. The employer is e-mailed your reason.',
    unpublished: '“{{title}}” is unpublished.',
    restored: '“{{title}}” is published again.',
    conflict: 'Someone already changed this post. The list is now up to date.',
  },
  organizations: {
    title: 'Organizations',
    description:
      'Owners ask to manage a listed reentry provider. Check who they are, then approve or decline. They are e-mailed your answer.',
    claimsHeading: 'Claim requests',
    status: 'Status',
    claimsSearchLabel: 'Search by organization, name or e-mail',
    claimsLabel: 'Claim requests',
    claimsEmptyTitle: 'No claim requests here',
    claimsEmptyBody: 'No request has this status.',
    claimsEmptySearch: 'No request matches your search.',
    askedBy: '{{name}} ({{email}}) asked on {{date}}',
    theySay: 'What they say',
    decided: '{{status}} on {{date}}. Reason: {{reason}}',
    approve: 'Approve',
    decline: 'Decline',
    approveTitle: 'Approve the request for {{organization}}',
    approveDescription:
      '{{name}} becomes the owner of {{organization}} and fills in its profile. They are e-mailed.',
    declineTitle: 'Decline the request for {{organization}}',
    declineDescription: '{{name}} is e-mailed your reason and may ask again.',
    approved: '{{name}} now manages {{organization}}.',
    declined: 'The request for {{organization}} is declined.',
    conflict:
      'This request cannot be approved any more: it was decided, or the organization has an owner. The list is now up to date.',
    providersHeading: 'Known providers',
    providersSearchLabel: 'Search by name',
    providersCaption: 'Known reentry providers',
    providersEmptyTitle: 'No providers found',
    providersEmptyBody: 'No known provider matches your search.',
    columns: {
      name: 'Organization',
      owner: 'Owner',
      pendingClaims: 'Pending requests',
    },
    noOwner: 'No owner yet',
  },
};
