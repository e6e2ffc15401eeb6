package dev.nonet.view;

/**
 * The server's load, as {@code GET /api/health} writes it: {@code {"status": "ok", "workers": 2, "busy": 1,
 * "queue": 64, "queued": 0}}.
 *
 * @param status  {@code ok}, or {@code full} while every worker computes and the queue is full
 * @param workers how many workers compute
 * @param busy    how many of them compute now
 * @param queue   how many requests may wait
 * @param queued  how many wait now
 */
public record HealthView(String status, int workers, int busy, int queue, int queued) {
}
