/**
 * The placement module: a lead reaches a firm and the client is told. Everything that places a
 * lead (first placement, the client's send-on, the response clock's reroute, an accepted open lead)
 * and every message about it to the client goes through here (placement/*).
 */
export { clientLocaleOf, tellClient, tellFirm, type FirmTemplate, type LeadOfClient } from './placement/tell';
