DROP INDEX "jobs_active_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_active_search_idx" ON "jobs" USING gin ("search","offenses") WHERE status = 'active';