/**
 * For an `<Edit>` with panels below its form: on a phone react-admin fixes the form's toolbar (Save, Delete) to the
 * bottom of the screen, where it would cover the last panel's buttons; the page ends with room for it instead.
 */
export const roomForPhoneToolbarSx = { pb: { xs: 10, sm: 0 } } as const;
