/** The profile page's sections in page order: anchors and their titles. */
export const PROFILE_SECTIONS = [
  { id: 'personal', titleKey: 'profile.personal.title' },
  { id: 'contacts', titleKey: 'profile.contacts.title' },
  { id: 'documents', titleKey: 'profile.documents.title' },
  { id: 'transactions', titleKey: 'cash.history.title' },
  { id: 'responsible', titleKey: 'responsible.title' },
  { id: 'games', titleKey: 'games.history.title' },
  { id: 'password', titleKey: 'profile.password.title' },
  { id: 'settings', titleKey: 'profile.settings.title' },
] as const;
