/** The custom URL scheme that starts the signing helper when it is installed but not running (decision 024). */
export const CA_HELPER_LAUNCH_URL = 'bidca://start'
