/** What other features' flows use of the account flows' bindings: the company's facts and contact for a form. */
export { companyContact, companyFacts } from './company-contact'
