/** The captcha picture of spec 000 §2 (canvas 112×31), and the code drawn when none is given. */
export const CAPTCHA_WIDTH = 112
export const CAPTCHA_HEIGHT = 31
export const CAPTCHA_DEFAULT_CODE = '1234'
