/**
 * A request is passed on to at most this many further firms in all: the response clock's reroutes
 * and the client's own send-on links (issue 35: a request passed on twice can still go to a firm not
 * yet tried, by the client's choice). Bounds the chain every reader walks (triedFirmIds, the request
 * page's timeline, a mail's way back to the request's first lead).
 */
export const MAX_PASSES_ON = 5;
