"""Play across the house: one game spread over several computers of a home network
(issue 20). :mod:`.wire` is what travels; the host and the joined computers build on it."""
