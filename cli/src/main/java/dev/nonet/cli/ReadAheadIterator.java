package dev.nonet.cli;

import java.util.Iterator;
import java.util.NoSuchElementException;

/** An iterator over items read one at a time: {@link #read()} gives the next, or null at the end. */
abstract class ReadAheadIterator<T> implements Iterator<T> {

    private T next;

    /** The next item, or null when there are no more. */
    abstract T read();

    @Override
    public boolean hasNext() {
        if (next == null) {
            next = read();
        }
        return next != null;
    }

    @Override
    public T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        T item = next;
        next = null;
        return item;
    }
}
