/**
 * Whether the browser is still on the page the server drew, taking it over: from the start of the
 * takeover until the reader first moves to another page.
 */
let takingOver = false;

export const isTakingOver = () => takingOver;

export const startTakeover = () => {
  takingOver = true;
};

export const endTakeover = () => {
  takingOver = false;
};
