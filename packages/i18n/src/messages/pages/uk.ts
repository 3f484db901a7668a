/** UI strings of the content pages (home, FAQ, partnership, social networks, mobile app). */
export const ukPages = {};
