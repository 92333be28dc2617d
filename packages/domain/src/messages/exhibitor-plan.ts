/** Messages of the public plan (issue 31): the exhibitors by stand and a hall's PDF, for every visitor. */
export const exhibitorPlanMessages = {
  eventWithoutPlan: {
    de: 'Für diese Veranstaltung gibt es noch keinen Hallenplan.',
    en: 'There is no hall plan for this event yet.',
  },
} as const;
