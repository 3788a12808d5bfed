/**
 * The one mark the owner's "Don't count this browser" switch (/admin, Insights) leaves in
 * localStorage. The public page only reads it: with the key set to IGNORE_THIS_BROWSER_VALUE it
 * sends no visit beacon. It is a switch the owner turns on, not an identifier: the same value in
 * every browser that has it.
 */
export const IGNORE_THIS_BROWSER_KEY = 'insights:ignore-this-browser';

/** The value the key holds while the switch is on; the key is removed when it is off. */
export const IGNORE_THIS_BROWSER_VALUE = '1';
