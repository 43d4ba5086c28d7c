-- The shop's files are kept by their key in the file store (docs/decisions/103-one-file-store.md), no longer by a path
-- on one machine's disk: `/srv/zewar/data/uploads/slips/ZJ-1-ab12.jpg` becomes `uploads/slips/ZJ-1-ab12.jpg`.
UPDATE "orders" SET "slip_file" = regexp_replace("slip_file", '^.*[/\\]uploads[/\\]([^/\\]+)[/\\]', 'uploads/\1/') WHERE "slip_file" ~ '[/\\]uploads[/\\]';--> statement-breakpoint
UPDATE "payment" SET "slip_file" = regexp_replace("slip_file", '^.*[/\\]uploads[/\\]([^/\\]+)[/\\]', 'uploads/\1/') WHERE "slip_file" ~ '[/\\]uploads[/\\]';--> statement-breakpoint
UPDATE "inquiry_photo" SET "file_path" = regexp_replace("file_path", '^.*[/\\]uploads[/\\]([^/\\]+)[/\\]', 'uploads/\1/') WHERE "file_path" ~ '[/\\]uploads[/\\]';--> statement-breakpoint
-- A mail still to be sent names its attachments by key too.
UPDATE "outbox" SET "attachments" = regexp_replace("attachments", '"path":"[^"]*?[/\\]+uploads[/\\]+([^/\\"]+)[/\\]+', '"key":"uploads/\1/', 'g') WHERE "attachments" LIKE '%"path":%';--> statement-breakpoint
-- An import's own files (its upload, its pictures) are under `imports/{id}/`; one the command line named stays a path.
UPDATE "stock_import" SET "file_path" = regexp_replace("file_path", '^.*[/\\]imports[/\\]', 'imports/') WHERE "file_path" ~ '[/\\]imports[/\\][0-9]+[/\\]';--> statement-breakpoint
UPDATE "stock_import" SET "pictures_path" = regexp_replace("pictures_path", '^.*[/\\]imports[/\\]', 'imports/') WHERE "pictures_path" ~ '[/\\]imports[/\\][0-9]+[/\\]';
