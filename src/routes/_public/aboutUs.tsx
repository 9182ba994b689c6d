import { createFileRoute } from '@tanstack/react-router'
import { AboutUsScreen } from '@/routes/-screens/public/AboutUsScreen'

/**
 * Spec 000 §2.1 /aboutUs: who runs this site, and how to reach them (the tenant's details, decision
 * 038). Only what the tenant's record holds: it has no service hours, so the page states none.
 */
export const Route = createFileRoute('/_public/aboutUs')({
  component: AboutUsScreen,
})
