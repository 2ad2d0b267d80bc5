ALTER TABLE "orders" ADD COLUMN "client_request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_buyer_client_request_unique" ON "orders" USING btree ("buyer_id","client_request_id");