/** Spec 001 ("Alerts: … profile 2 s"): the settings page's success and error alerts hide after this long. */
export const profileAlertMs = 2000;
