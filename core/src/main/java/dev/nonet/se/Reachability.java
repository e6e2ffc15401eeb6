package dev.nonet.se;

import java.util.Arrays;

/**
 * Which nodes of a directed graph reach which: the graph's strongly connected components (Tarjan's
 * algorithm, without recursion) and, for each component, the set of components it reaches, as bits. The
 * components come out of Tarjan's algorithm in reverse topological order, so each one's set is its own
 * bit and the union of its successors', known by then. Reusable: {@link #compute} starts afresh, keeping
 * its buffers.
 *
 * <p>For {@link ChainCycleFinder}: a forcing chain from a candidate's state to its opposite exists only if
 * the one reaches the other through the search's links, and most candidates have no such chain; asking
 * here first spares their breadth-first searches.
 */
final class Reachability {

    private int[] index = new int[0];
    private int[] low = new int[0];
    private int[] component = new int[0];
    private boolean[] onStack = new boolean[0];
    private int[] stack = new int[0];
    private int[] callNode = new int[0];
    private int[] callEdge = new int[0];
    /** {@code reach[c * words + w]}: bits of the components that component c reaches (itself included). */
    private long[] reach = new long[0];
    private int words;
    /** The last component whose set took in each component's (each is taken in once). */
    private int[] takenBy = new int[0];
    /**
     * The lowest word of each component's set with a bit in it (the highest is its own): the sets are
     * unions of a few components, numbered close together where the graph falls apart (one digit's X
     * links), so only that span is read and written.
     */
    private int[] lowWord = new int[0];

    /**
     * Computes what reaches what in the graph of {@code nodeCount} nodes whose successors of node
     * {@code v} are {@code edges[edgeStart[v]]} up to {@code edges[edgeStart[v + 1]]}.
     */
    void compute(int nodeCount, int[] edgeStart, int[] edges) {
        if (index.length < nodeCount) {
            index = new int[nodeCount];
            low = new int[nodeCount];
            component = new int[nodeCount];
            onStack = new boolean[nodeCount];
            stack = new int[nodeCount];
            callNode = new int[nodeCount];
            callEdge = new int[nodeCount];
            takenBy = new int[nodeCount];
            lowWord = new int[nodeCount];
        }
        Arrays.fill(takenBy, 0, nodeCount, -1);
        words = (nodeCount + 63) >>> 6;
        if (reach.length < nodeCount * words) {
            reach = new long[nodeCount * words];
        }
        Arrays.fill(index, 0, nodeCount, -1);
        int counter = 0;
        int top = 0; // the stack of visited nodes not yet in a component
        int components = 0;
        for (int root = 0; root < nodeCount; root++) {
            if (index[root] >= 0) {
                continue;
            }
            int calls = 0;
            index[root] = low[root] = counter++;
            stack[top++] = root;
            onStack[root] = true;
            callNode[calls] = root;
            callEdge[calls++] = edgeStart[root];
            while (calls > 0) {
                int v = callNode[calls - 1];
                if (callEdge[calls - 1] < edgeStart[v + 1]) {
                    int w = edges[callEdge[calls - 1]++];
                    if (index[w] < 0) {
                        index[w] = low[w] = counter++;
                        stack[top++] = w;
                        onStack[w] = true;
                        callNode[calls] = w;
                        callEdge[calls++] = edgeStart[w];
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                if (low[v] == index[v]) {
                    int id = components++;
                    int from = top;
                    do {
                        from--;
                        onStack[stack[from]] = false;
                        component[stack[from]] = id;
                    } while (stack[from] != v);
                    close(id, from, top, edgeStart, edges);
                    top = from;
                }
                calls--;
                if (calls > 0) {
                    int parent = callNode[calls - 1];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }
    }

    /**
     * The set of component {@code id}, whose nodes are {@code stack[from]} up to {@code stack[top]}: its
     * own bit and the sets of the components its nodes lead to, all finished before it.
     */
    private void close(int id, int from, int top, int[] edgeStart, int[] edges) {
        int row = id * words;
        int high = id >>> 6;
        int lowest = high;
        for (int k = from; k < top; k++) {
            int u = stack[k];
            for (int e = edgeStart[u]; e < edgeStart[u + 1]; e++) {
                int other = component[edges[e]];
                if (other != id) {
                    lowest = Math.min(lowest, lowWord[other]);
                }
            }
        }
        Arrays.fill(reach, row + lowest, row + high + 1, 0L);
        reach[row + high] |= 1L << id;
        lowWord[id] = lowest;
        for (int k = from; k < top; k++) {
            int u = stack[k];
            for (int e = edgeStart[u]; e < edgeStart[u + 1]; e++) {
                int other = component[edges[e]];
                if (other != id && takenBy[other] != id) { // each component's set taken in once
                    takenBy[other] = id;
                    int otherRow = other * words;
                    for (int x = lowWord[other], last = other >>> 6; x <= last; x++) {
                        reach[row + x] |= reach[otherRow + x];
                    }
                }
            }
        }
    }

    /** The strongly connected component of {@code node}: two nodes reach each other when they share it. */
    int component(int node) {
        return component[node];
    }

    /** Whether there is a path from node {@code from} to node {@code to} (of length 0 when they are one). */
    boolean reaches(int from, int to) {
        int source = component[from];
        int target = component[to];
        // a component reaches only those finished before it, and no word of its set outside its span
        if (target > source || (target >>> 6) < lowWord[source]) {
            return false;
        }
        return (reach[source * words + (target >>> 6)] & (1L << target)) != 0;
    }
}
