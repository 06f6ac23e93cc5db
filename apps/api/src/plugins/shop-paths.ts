/** The kitchen's screens, which the browser renders behind the sign-in: the server never renders them. */
export const isKitchen = (url: string) => /^\/kitchen(?:[/?]|$)/.test(url);
