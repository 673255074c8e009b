/**
 * Whether the browser is still on the page the server rendered, hydrating it: from the start of
 * hydration until the reader first moves to another page.
 */
let hydrating = false;

export const isHydrating = () => hydrating;

export const startHydration = () => {
  hydrating = true;
};

export const endHydration = () => {
  hydrating = false;
};
